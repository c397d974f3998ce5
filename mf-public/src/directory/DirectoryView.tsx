import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { useSearchParams } from '@harbour/router';
import styled from 'styled-components';
import { useListPsychologistsQuery, type DirectoryCard } from '@harbour/sdk/directory';
import type { ListedFundingRoute, PriceListEntry } from '@harbour/sdk/payments';
import { errorMessageOf } from '@harbour/sdk';
import { Button, LoadError, VisuallyHidden } from '@harbour/ui';
import { FilterPanel, type FilterField } from './FilterPanel';
import { activeFilterKeys, filtersToParams, parseFilters, toListRequest, withFilter, type DirectoryFilters } from './filters';
import { useViewerTimeZone, viewerTimeZone } from './format-time';
import { useViewerCountry } from './viewer-country';
import { PsychologistCard } from './PsychologistCard';
import { routeOfFilter } from './funding-filter';
import { priceKey, STANDARD_SESSION_TYPE_ID, useListingPrices } from './useListingPrices';
import { CardGrid, Muted, Row, SkeletonCard } from './ui';

const FILTER_NAMES: Partial<Record<FilterField, string>> = {
  q: 'your search words',
  concern: 'the concern',
  clientType: 'who the sessions are for',
  funding: 'the funding',
  language: 'the language',
  type: 'the psychologist type',
  state: 'the state',
  gender: 'the gender',
  within: 'how soon',
  time: 'the time of day',
  newClients: '“taking new clients”',
};

const Pager = styled.nav`
  margin-block: 1rem 2rem;
`;

export interface DirectoryViewProps {
  /** Set by the page (topic, city): merged over the URL's filters and not offered to change. */
  fixed?: DirectoryFilters;
  /** A partner programme: only its psychologists. */
  referrerId?: string;
  /** Show a single workers-comp checkbox instead of the funding filter. */
  workersCompOnly?: boolean;
  /** Hidden filters beyond the fixed ones. */
  hide?: FilterField[];
}

/**
 * The directory: filters live in the URL (each change is a new history entry, so Back undoes it
 * and a reload or a shared link shows the same list), results as cards, a count announced to
 * screen readers, skeletons while loading and a way out of an empty list.
 */
export function DirectoryView({ fixed = {}, referrerId, workersCompOnly, hide = [] }: DirectoryViewProps) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  // Asked for once the zone is known (a task after the first paint, see useViewerTimeZone).
  const zone = useViewerTimeZone();
  const country = useViewerCountry();
  const request = { ...toListRequest({ ...filters, ...fixed }, zone ?? '', referrerId), ...(country.countryId && { viewerCountryId: country.countryId }) };
  const list = useListPsychologistsQuery({ listPsychologistsRequest: request }, { skip: !country.ready || !zone });
  // Kept the same between renders (the page passes new objects each time) so the memoised filter
  // panel is not drawn again each time an answer arrives.
  const hiddenKey = [...Object.keys(fixed), ...hide].join(' ');
  const hidden = useMemo(() => (hiddenKey ? (hiddenKey.split(' ') as FilterField[]) : []), [hiddenKey]);

  const change = (next: DirectoryFilters) => setParams(filtersToParams(next));
  const onFilter = useCallback((c: Partial<DirectoryFilters>) => setParams(filtersToParams(withFilter(filters, c))), [filters, setParams]);
  // The page's prices in one call, under the funding filter when it is Medicare, bulk-billing or a partner.
  const priceRoute = routeOfFilter(filters.funding ?? fixed.funding);
  const prices = useListingPrices((list.currentData?.psychologists ?? []).map((p) => ({ psychologistId: p.psychologistId, sessionDurationTypeId: STANDARD_SESSION_TYPE_ID })), priceRoute);
  // What is shown lags the store by a render: an answer's arrival re-renders at once but cheaply
  // (the previous view), and the page of cards is then drawn in a deferred render that React
  // splits into short tasks, so a slow phone's main thread is not blocked while the cards are made.
  const page = useDeferredValue(list.currentData);
  const isFetching = useDeferredValue(list.isFetching);
  const shownPrices = useDeferredValue(prices.prices);
  const pricesLoading = useDeferredValue(prices.isLoading);
  const shownRoute = useDeferredValue(priceRoute);
  const relaxable = activeFilterKeys(filters).filter((key) => !hidden.includes(key));

  return (
    <>
      <FilterPanel key={filters.q ?? ""} filters={filters} onChange={onFilter} hidden={hidden} workersCompOnly={workersCompOnly} />
      {/* Says "Loading" until the list is shown, also before it is asked for (the zone and a client's
          country come first): an empty line that then fills would push the results down. */}
      <p role="status" aria-live="polite" aria-atomic="true" data-testid="results-count">
        {isFetching || (!page && !list.error) ? 'Loading psychologists…' : page ? `${page.total} psychologist${page.total === 1 ? '' : 's'} found` : ''}
      </p>
      {list.error && !list.isFetching ? (
        <LoadError what="psychologists" message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />
      ) : isFetching || !page ? (
        <CardGrid aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i}>
              <SkeletonCard />
            </li>
          ))}
        </CardGrid>
      ) : page.total === 0 ? (
        <div>
          <h2>No psychologists match all of that</h2>
          {relaxable.length ? (
            <>
              <Muted>Try without {FILTER_NAMES[relaxable[relaxable.length - 1]] ?? 'one filter'}:</Muted>
              <Row>
                <Button variant="secondary" onClick={() => change(withFilter(filters, { [relaxable[relaxable.length - 1]]: undefined }))}>
                  Remove {FILTER_NAMES[relaxable[relaxable.length - 1]] ?? 'the last filter'}
                </Button>
                <Button variant="link" onClick={() => change({})}>
                  Clear all filters
                </Button>
              </Row>
            </>
          ) : (
            <Muted>No psychologist is listed here yet. Please check back soon.</Muted>
          )}
        </div>
      ) : (
        <>
          <ResultCards psychologists={page.psychologists} viewerTimeZone={zone ?? viewerTimeZone()} referrerId={referrerId} prices={shownPrices} priceRoute={shownRoute} pricesLoading={pricesLoading} />
          {page.pageCount > 1 && (
            <Pager aria-label="Pages of results">
              <Row>
                <Button variant="secondary" disabled={page.page <= 1} onClick={() => change({ ...filters, page: page.page - 1 })}>
                  Previous<VisuallyHidden> page</VisuallyHidden>
                </Button>
                <span>
                  Page {page.page} of {page.pageCount}
                </span>
                <Button variant="secondary" disabled={page.page >= page.pageCount} onClick={() => change({ ...filters, page: page.page + 1 })}>
                  Next<VisuallyHidden> page</VisuallyHidden>
                </Button>
              </Row>
            </Pager>
          )}
        </>
      )}
    </>
  );
}

interface ResultCardsProps {
  psychologists: DirectoryCard[];
  viewerTimeZone: string;
  referrerId?: string;
  prices: ReadonlyMap<string, PriceListEntry>;
  priceRoute?: ListedFundingRoute;
  pricesLoading: boolean;
}

/**
 * The page of cards, memoised: the render that follows an answer's arrival passes the same
 * (deferred) props, so the cards are made again only in the deferred render.
 */
const ResultCards = memo(function ResultCards({ psychologists, viewerTimeZone, referrerId, prices, priceRoute, pricesLoading }: ResultCardsProps) {
  return (
    <CardGrid>
      {psychologists.map((p) => (
        <li key={p.psychologistId}>
          <PsychologistCard
            psychologist={p}
            viewerTimeZone={viewerTimeZone}
            referrerId={referrerId}
            pricing={{ entry: prices.get(priceKey(p.psychologistId)), route: priceRoute, loading: pricesLoading }}
          />
        </li>
      ))}
    </CardGrid>
  );
});
