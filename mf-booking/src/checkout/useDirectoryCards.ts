import { useMemo } from 'react';
import { useListPsychologistsQuery, type DirectoryCard } from '@harbour/sdk/directory';
import { directoryRequest, type GridFilters } from './time-grid';

/**
 * The directory's cards (picture, specialties, funding) of psychologists taking new clients,
 * narrowed by the grid's specialty and gender: the first two pages of 50 (soonest first), which
 * covers every listed psychologist with times in the next two weeks at today's directory size.
 */
export function useDirectoryCards(filters: GridFilters, viewerTimeZone: string, skip = false) {
  const first = useListPsychologistsQuery({ listPsychologistsRequest: directoryRequest(filters, viewerTimeZone, 1) }, { skip });
  const second = useListPsychologistsQuery({ listPsychologistsRequest: directoryRequest(filters, viewerTimeZone, 2) }, { skip: skip || !first.data || first.data.pageCount < 2 });
  const cards = useMemo(() => {
    const byId = new Map<string, DirectoryCard>();
    for (const card of [...(first.data?.psychologists ?? []), ...(second.data?.psychologists ?? [])]) byId.set(card.psychologistId, card);
    return byId;
  }, [first.data, second.data]);
  return {
    cards,
    isLoading: !skip && (first.isLoading || second.isLoading),
    isFetching: first.isFetching || second.isFetching,
    error: first.error ?? second.error,
  };
}
