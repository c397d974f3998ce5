import { TimeButtons } from '@harbour/booking-kit';
import { useState } from 'react';
import styled from 'styled-components';
import type { DirectoryCard } from '@harbour/sdk/directory';
import type { FundingRouteName } from '@harbour/sdk/payments';
import { Button, Loading, rgb } from '@harbour/ui';
import { ListingPrice } from './ListingPrice';
import { PsychologistPicture } from './PsychologistPicture';
import { ROWS_PER_PAGE, filtersTheDirectory, rowsForDay, topSpecialties, type GridFilters, type GridRow, type PsychologistTimes } from './time-grid';
import { useListingPrices } from './useListingPrices';

const Rows = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0.5rem 0 1rem;
  display: grid;
  gap: 0.75rem;
  > li {
    border: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
    border-radius: 8px;
    padding: 0.75rem 1rem 0.25rem;
  }
  h3 {
    font-size: 1.1rem;
    margin: 0;
  }
  p {
    margin: 0.25rem 0;
  }
  .who {
    display: flex;
    gap: 0.75rem;
    align-items: center;
  }
`;

interface Props {
  day: string | undefined;
  dayLabel: string;
  psychologists: readonly PsychologistTimes[];
  cards: ReadonlyMap<string, DirectoryCard>;
  filters: GridFilters;
  route: FundingRouteName | undefined;
  sessionDurationTypeId: string | undefined;
  chosen: { psychologistId?: string; startsAt?: string };
  onChoose: (psychologistId: string, startsAt: string) => void;
  /** The search's next page of psychologists, when the grid shows one page of the search at a time. */
  more?: { hasMore: boolean; loading: boolean; error?: unknown; load: () => void };
}

/** Every psychologist with times on the day: who they are, their price, their times; a few at a time. */
export function TimeGrid({ day, dayLabel, psychologists, cards, filters, route, sessionDurationTypeId, chosen, onChoose, more }: Props) {
  const rows = rowsForDay(day, psychologists, cards, filtersTheDirectory(filters));
  const [pages, setPages] = useState(1);
  if (rows.length === 0) return <p role="status">No psychologist you chose has times on {dayLabel}. Try another day, or show all times.</p>;
  const pageCount = Math.ceil(rows.length / ROWS_PER_PAGE);
  return (
    <section aria-labelledby="who-heading">
      <h2 id="who-heading">Who has times on {dayLabel}</h2>
      <p role="status">
        {rows.length === 1 ? '1 psychologist has' : `${rows.length} psychologists have`} times on this day{more?.hasMore ? ' so far: more can be shown' : ''}.
      </p>
      {Array.from({ length: Math.min(pages, pageCount) }, (_, page) => (
        <RowsPage key={page} rows={rows.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE)} route={route} sessionDurationTypeId={sessionDurationTypeId} chosen={chosen} onChoose={onChoose} />
      ))}
      {/* One button in one place: rows already loaded first, then the search's next page (focus stays on it). */}
      {(pages < pageCount || more?.hasMore) && (
        <Button
          type="button"
          variant="secondary"
          loading={pages >= pageCount && more?.loading}
          onClick={() => {
            setPages(pages + 1);
            if (pages >= pageCount) more?.load();
          }}
        >
          {pages < pageCount ? `Show more psychologists (${rows.length - pages * ROWS_PER_PAGE} more)` : 'Show more psychologists'}
        </Button>
      )}
      {more?.error ? <p role="alert">More psychologists could not be loaded. Please try again.</p> : null}
    </section>
  );
}

/** One page of rows, priced together (one price-list call per page). */
function RowsPage({ rows, route, sessionDurationTypeId, chosen, onChoose }: { rows: GridRow[] } & Pick<Props, 'route' | 'sessionDurationTypeId' | 'chosen' | 'onChoose'>) {
  const { prices, isLoading } = useListingPrices(
    rows.map((r) => r.psychologistId),
    sessionDurationTypeId,
    route,
  );
  // Shown with their prices, so nothing moves under a finger about to tap a time.
  if (isLoading && prices.size === 0) return <Loading label="Working out prices" />;
  return (
    <Rows>
      {rows.map((row) => {
        const specialties = topSpecialties(row.card);
        return (
          <li key={row.psychologistId}>
            <div className="who">
              {row.card && <PsychologistPicture avatar={row.card.avatar} />}
              <div>
                <h3>{row.name}</h3>
                {row.card && (
                  <p>
                    {row.card.psychologistType}
                    {row.card.gender ? ` · ${row.card.gender}` : ''}
                  </p>
                )}
              </div>
            </div>
            {specialties.length > 0 && <p>Works with {specialties.join(', ')}</p>}
            <ListingPrice listed={prices.get(row.psychologistId)} route={route} acceptsMedicare={row.card ? row.card.fundingAccepted.includes('Medicare') || row.card.fundingAccepted.includes('BulkBilled') : undefined} loading={isLoading} />
            <p>Psychologist’s time zone: {row.timeZone}</p>
            <TimeButtons
              namedWithDay
              aria-label={`Times with ${row.name}`}
              slots={row.slots}
              isChosen={(s) => chosen.psychologistId === row.psychologistId && chosen.startsAt === s.startsAt}
              onChoose={(s) => onChoose(row.psychologistId, s.startsAt)}
            />
          </li>
        );
      })}
    </Rows>
  );
}
