import { DEFAULT_RECIPIENT_ZONE, usableZone } from './recipient-time';

/** Reads the zone a person of one kind keeps (undefined: none set). */
export type RecipientZoneReader = (userId: string) => Promise<string | undefined>;

const readers = new Map<string, RecipientZoneReader>();

/**
 * The domains that keep people's zones say how to read them, by user type, at start-up (accounts:
 * a client's own setting; availability: a psychologist's practice zone), so notifications imports
 * none of them.
 */
export function registerRecipientZone(userType: string, reader: RecipientZoneReader): void {
  readers.set(userType, reader);
}

/**
 * The zone a person reads their messages in: the one their domain keeps, else `fallback` (for a
 * client, the zone they booked in); a GP's or anyone else's is Harbour's home zone (GPs keep no zone).
 */
export async function recipientZoneOf(userId: string, userType: string, fallback?: string): Promise<string> {
  const reader = readers.get(userType);
  if (reader) return usableZone((await reader(userId)) ?? fallback);
  return usableZone(fallback ?? DEFAULT_RECIPIENT_ZONE);
}
