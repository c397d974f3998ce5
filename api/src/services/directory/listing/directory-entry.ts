import type { WeeklyHours } from '../../availability';
import type { DirectoryProfileRecord } from './directory-profile.model';

/**
 * One visible psychologist as the directory holds it in memory: the listing joined with the
 * names from their profile and the weekly hours and new-client flag from their availability.
 * Only approved, not hidden psychologists ever become entries (directory-cache.ts).
 */
export interface DirectoryEntry {
  listing: DirectoryProfileRecord;
  firstName: string;
  lastName: string;
  /** Medicare provider number, from their profile. */
  providerNumber?: string;
  isAvailableForNewClients: boolean;
  weekly: WeeklyHours[];
  /** The zone `weekly` is in (their availability record's, else their listing's). */
  hoursZone: string;
  /** The 50-minute fee, else the first, in cents. */
  standardFeeCents: number;
}

export function standardFeeOf(listing: Pick<DirectoryProfileRecord, 'fees'>): number {
  return (listing.fees.find((fee) => fee.durationMinutes === 50) ?? listing.fees[0])?.feeCents ?? 0;
}
