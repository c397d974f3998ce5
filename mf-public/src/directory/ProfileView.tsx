import { Fragment } from 'react';
import styled from 'styled-components';
import type { DirectoryProfile } from '@harbour/sdk/directory';
import { useGetMessagingStatusesQuery } from '@harbour/sdk/messaging';
import { useGetSessionDurationTypesQuery } from '@harbour/sdk/reference-data';
import { useAuth, useOpenChat } from '@harbour/platform';
import { Button, Container, formatBriefInZone } from '@harbour/ui';
import { priceWords } from '@harbour/booking-kit';
import { bookingPath, useBookingIntent } from './booking';
import { FUNDING_LABEL } from './filters';
import { formatFee, viewerTimeZone } from './format-time';
import { NextAvailableText } from './PsychologistCard';
import { acceptsMedicare } from './funding-filter';
import { priceKey, useListingPrices } from './useListingPrices';
import { Avatar, BadgeList, Muted, PrimaryLink, Row } from './ui';

const Section = styled.section`
  margin-block: 1.25rem;
  h2 {
    font-size: 1.2rem;
    margin-bottom: 0.5rem;
  }
`;

const FeeList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 1rem;
  dd {
    margin: 0;
  }
`;

/** The profile page (/online-psychologists/{slug}). */
export function ProfileView({ profile: p }: { profile: DirectoryProfile }) {
  const auth = useAuth();
  const zone = viewerTimeZone();
  const bookingIntent = useBookingIntent();
  const name = `${p.firstName} ${p.lastName}`;
  const openChat = useOpenChat();
  // Spec §6: a client may message a psychologist from their sessions in the last 6 months who has
  // messaging on. The messaging service decides; its statuses list exactly those psychologists.
  const isClient = auth.status === 'authenticated' && auth.user.userType === 'client';
  const statuses = useGetMessagingStatusesQuery(undefined, { skip: !isClient || !p.messagingEnabled });
  const canMessage = isClient && Boolean(statuses.data?.counterparts.some((c) => c.userId === p.psychologistId && c.messagingEnabled));
  // Each listed length priced by the API: the rebate and what is left to pay with a GP referral.
  const durations = useGetSessionDurationTypesQuery();
  const typeOf = (minutes: number) => durations.data?.find((d) => d.value === minutes)?.sessionDurationTypeId;
  const priced = p.fees.flatMap((fee) => (typeOf(fee.durationMinutes) ? [{ psychologistId: p.psychologistId, sessionDurationTypeId: typeOf(fee.durationMinutes)! }] : []));
  const prices = useListingPrices(priced, undefined);
  const medicare = acceptsMedicare(p.fundingAccepted);
  return (
    <Container>
      <Row>
        {p.photoUrl ? (
          <img src={p.photoUrl} alt={`Photo of ${name}`} width={80} height={80} style={{ objectFit: 'cover', borderRadius: '50%' }} />
        ) : (
          <Avatar avatar={p.avatar} size="5rem" />
        )}
        <div>
          <h1>{name}</h1>
          <Muted>
            {p.psychologistType}
            {p.gender ? ` · ${p.gender}` : ''} · {p.state} · AHPRA {p.ahpraNumber}
          </Muted>
        </div>
      </Row>
      <NextAvailableText iso={p.nextAvailable} viewerTimeZone={zone} />
      {!p.isAvailableForNewClients && <Muted>Not taking new clients at the moment.</Muted>}
      <Row>
        <PrimaryLink to={bookingPath(p.psychologistId)} onClick={() => bookingIntent(p.psychologistId)} aria-label={`Book with ${name}`}>
          Book
        </PrimaryLink>
        {canMessage && (
          <Button variant="secondary" onClick={() => openChat({ userId: p.psychologistId, userType: 'psychologist' })}>
            Message
          </Button>
        )}
      </Row>
      {p.nextTimes.length > 0 && (
        <Section>
          <h2>Next free times (your time)</h2>
          <ul aria-label="Next free times">
            {p.nextTimes.map((time) => (
              <li key={time}>{formatBriefInZone(time, zone)}</li>
            ))}
          </ul>
        </Section>
      )}
      <Section>
        <h2>About {p.firstName}</h2>
        <p>{p.bio}</p>
      </Section>
      <Section>
        <h2>Works with</h2>
        <BadgeList>
          {p.specialisations.map((s) => (
            <li key={s.id}>{s.name}</li>
          ))}
        </BadgeList>
      </Section>
      {p.treatmentModalities.length > 0 && (
        <Section>
          <h2>Approaches</h2>
          <ul>
            {p.treatmentModalities.map((m) => (
              <li key={m.id}>{m.name}</li>
            ))}
          </ul>
        </Section>
      )}
      <Section>
        <h2>Sessions</h2>
        <p>For: {p.clientTypes.map((c) => c.name).join(', ')}</p>
        <p>Languages: {p.languages.map((l) => l.name).join(', ')}</p>
        <FeeList aria-label="Fees">
          {p.fees.map((fee) => {
            const type = typeOf(fee.durationMinutes);
            const entry = type ? prices.prices.get(priceKey(p.psychologistId, type)) : undefined;
            const words = entry && priceWords(entry, undefined, medicare);
            return (
              <Fragment key={fee.durationMinutes}>
                <dt>{fee.durationMinutes} minutes</dt>
                <dd>
                  {formatFee(fee.feeCents)}
                  {words?.detail && medicare ? `, ${words.detail}` : ''}
                </dd>
              </Fragment>
            );
          })}
        </FeeList>
        {(!medicare || prices.prices.size === 0) && <Muted>{p.outOfPocketHint}</Muted>}
        {p.fundingAccepted.length > 0 && (
          <BadgeList aria-label="Funding accepted">
            {p.fundingAccepted.map((f) => (
              <li key={f}>{FUNDING_LABEL[f]}</li>
            ))}
          </BadgeList>
        )}
      </Section>
      {p.qualifications.length > 0 && (
        <Section>
          <h2>Qualifications</h2>
          <ul>
            {p.qualifications.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ul>
        </Section>
      )}
      <Muted>Times are shown in your time zone ({zone}).</Muted>
    </Container>
  );
}
