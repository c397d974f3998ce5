import { useMemo } from 'react';
import { useListPsychologistsQuery, type DirectoryCard } from '@harbour/sdk/directory';
import { directoryReads, type GridFilters } from './time-grid';

/**
 * The directory's cards (picture, specialties, funding) of psychologists taking new clients: the
 * one named psychologist's alone, or everyone's narrowed by the grid's specialty and gender in the
 * first two pages of 50 (soonest first), which covers every listed psychologist with times in the
 * next two weeks at today's directory size.
 */
export function useDirectoryCards(filters: GridFilters, viewerTimeZone: string, psychologistId?: string) {
  const reads = directoryReads(filters, viewerTimeZone, psychologistId);
  const first = useListPsychologistsQuery({ listPsychologistsRequest: reads.first });
  const second = useListPsychologistsQuery({ listPsychologistsRequest: reads.second ?? reads.first }, { skip: !reads.second || !first.data || first.data.pageCount < 2 });
  const cards = useMemo(() => {
    const byId = new Map<string, DirectoryCard>();
    for (const card of [...(first.data?.psychologists ?? []), ...(second.data?.psychologists ?? [])]) byId.set(card.psychologistId, card);
    return byId;
  }, [first.data, second.data]);
  return {
    cards,
    isLoading: first.isLoading || second.isLoading,
    isFetching: first.isFetching || second.isFetching,
    error: first.error ?? second.error,
  };
}
