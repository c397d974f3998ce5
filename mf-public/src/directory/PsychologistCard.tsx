import type { DirectoryCard } from '@harbour/sdk/directory';
import type { ListedFundingRoute, PriceListEntry } from '@harbour/sdk/payments';
import { formatBriefInZone } from '@harbour/ui';
import { priceWords } from '@harbour/booking-kit';
import { bookingPath, useBookingIntent } from './booking';
import { FUNDING_LABEL } from './filters';
import { formatFee } from './format-time';
import { acceptsMedicare } from './funding-filter';
import { Avatar, BadgeList, Card, Muted, PrimaryLink, Row, SecondaryLink } from './ui';
import { priceKey, STANDARD_SESSION_TYPE_ID, useListingPrices } from './useListingPrices';

export interface PsychologistCardProps {
  psychologist: DirectoryCard;
  viewerTimeZone: string;
  referrerId?: string;
  /** Heading level inside the list (2 in the directory, 3 under a section). */
  headingLevel?: 2 | 3;
  /** The price from a list priced together (the directory's page); without it the card asks for its own. */
  pricing?: CardPricing;
  children?: React.ReactNode;
}

export interface CardPricing {
  entry?: PriceListEntry;
  /** The directory's funding filter, when it is one a list prices (Medicare, bulk-billed, partner). */
  route?: ListedFundingRoute;
  loading: boolean;
}

/** The standard session's price in words: the rebate and what is left to pay, once the API has answered. */
export function CardPriceText({ psychologist: p, pricing }: { psychologist: DirectoryCard; pricing: CardPricing }) {
  if (!pricing.entry) {
    return (
      <p>
        <strong>{formatFee(p.standardFeeCents)}</strong> a 50-minute session. <Muted as="span">{pricing.loading ? 'Working out the Medicare rebate…' : p.outOfPocketHint}</Muted>
      </p>
    );
  }
  const words = priceWords(pricing.entry, pricing.route, acceptsMedicare(p.fundingAccepted), 'a 50-minute session');
  return (
    <p data-testid="card-price">
      <strong>{words.headline}</strong>
      {words.detail ? <>, {words.detail}</> : null}
    </p>
  );
}

/** The next available time, said on the visitor's own clock. */
export function NextAvailableText({ iso, viewerTimeZone }: { iso: string | null; viewerTimeZone: string }) {
  return <p>{iso ? <>Next available: <strong>{formatBriefInZone(iso, viewerTimeZone)}</strong></> : 'No times free in the next 4 weeks'}</p>;
}

/**
 * A result card. With `pricing` (a list priced together) it asks for nothing itself; without it,
 * the card asks for its own price. The two are separate components so a directory page of cards
 * does not set up a price query per card only to skip it.
 */
export function PsychologistCard(props: PsychologistCardProps) {
  return props.pricing ? <CardBody {...props} pricing={props.pricing} /> : <SelfPricedCard {...props} />;
}

function SelfPricedCard(props: PsychologistCardProps) {
  const own = useListingPrices([{ psychologistId: props.psychologist.psychologistId, sessionDurationTypeId: STANDARD_SESSION_TYPE_ID }], undefined);
  return <CardBody {...props} pricing={{ entry: own.prices.get(priceKey(props.psychologist.psychologistId)), loading: own.isLoading }} />;
}

function CardBody({ psychologist: p, viewerTimeZone, referrerId, headingLevel = 2, pricing, children }: PsychologistCardProps & { pricing: CardPricing }) {
  const bookingIntent = useBookingIntent();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = `${p.firstName} ${p.lastName}`;
  return (
    <Card aria-label={name}>
      <Row>
        <Avatar avatar={p.avatar} />
        <div>
          <Heading>{name}</Heading>
          <Muted>
            {p.psychologistType}
            {p.gender ? ` · ${p.gender}` : ''} · {p.state}
          </Muted>
        </div>
      </Row>
      {p.specialisations.length > 0 && (
        <BadgeList aria-label="Top specialisations">
          {p.specialisations.slice(0, 3).map((s) => (
            <li key={s.id}>{s.name}</li>
          ))}
        </BadgeList>
      )}
      <p>Languages: {p.languages.map((l) => l.name).join(', ')}</p>
      {p.fundingAccepted.length > 0 && (
        <BadgeList aria-label="Funding accepted">
          {p.fundingAccepted.map((f) => (
            <li key={f}>{FUNDING_LABEL[f]}</li>
          ))}
        </BadgeList>
      )}
      <CardPriceText psychologist={p} pricing={pricing} />
      <NextAvailableText iso={p.nextAvailable} viewerTimeZone={viewerTimeZone} />
      {!p.isAvailableForNewClients && <Muted>Not taking new clients at the moment.</Muted>}
      {children}
      <Row>
        <PrimaryLink to={bookingPath(p.psychologistId)} onClick={() => bookingIntent(p.psychologistId, referrerId)} aria-label={`Book with ${name}`}>
          Book
        </PrimaryLink>
        <SecondaryLink to={`/online-psychologists/${p.slug}`} aria-label={`View profile of ${name}`}>
          View profile
        </SecondaryLink>
      </Row>
    </Card>
  );
}
