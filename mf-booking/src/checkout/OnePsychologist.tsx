import { TimeButtons, type ListedQuote } from '@harbour/booking-kit';
import { Link } from '@harbour/router';
import type { DirectoryCard } from '@harbour/sdk/directory';
import type { FundingRouteName } from '@harbour/sdk/payments';
import { ListingPrice } from './ListingPrice';
import { PsychologistPicture } from './PsychologistPicture';
import { topSpecialties, type PsychologistTimes } from './time-grid';
import { Panel } from './ui';

/** Who the times are with, before the times: picture, name, what they work with, and the price of this length. */
export function OnePsychologist({
  name,
  card,
  route,
  listed,
}: {
  name: string;
  card?: DirectoryCard;
  route: FundingRouteName | undefined;
  listed?: ListedQuote;
}) {
  const specialties = topSpecialties(card);
  return (
    <Panel aria-label={name ? `About ${name}` : 'About your psychologist'}>
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
        {card && <PsychologistPicture avatar={card.avatar} />}
        <div>
          <p style={{ margin: 0, fontWeight: 700 }}>{name || 'Your psychologist'}</p>
          {card && <p style={{ margin: 0 }}>{card.psychologistType}</p>}
        </div>
      </div>
      {specialties.length > 0 && <p>Works with {specialties.join(', ')}</p>}
      <ListingPrice listed={listed} route={route} acceptsMedicare={card ? card.fundingAccepted.includes('Medicare') || card.fundingAccepted.includes('BulkBilled') : undefined} />
      {card && (
        <p>
          <Link to={`/online-psychologists/${encodeURIComponent(card.slug)}`}>Read {card.firstName}’s profile</Link>
        </p>
      )}
    </Panel>
  );
}

/** The psychologist's times on the day, named. */
export function OnePsychologistTimes({
  name,
  psychologist,
  day,
  chosen,
  onChoose,
}: {
  name: string;
  psychologist: PsychologistTimes | undefined;
  day: string | undefined;
  chosen: string | undefined;
  onChoose: (startsAt: string) => void;
}) {
  if (!psychologist) return null;
  const slots = psychologist.slots.filter((s) => s.localDate === day);
  const heading = name ? `Times with ${name}` : 'Times';
  return (
    <section aria-labelledby="times-heading">
      <h2 id="times-heading">{heading}</h2>
      <p>Psychologist’s time zone: {psychologist.timeZone}</p>
      <TimeButtons namedWithDay aria-label={heading} slots={slots} isChosen={(s) => chosen === s.startsAt} onChoose={(s) => onChoose(s.startsAt)} />
    </section>
  );
}
