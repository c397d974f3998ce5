/**
 * Placeholder with the availability engineer's signature; their version (the slot engine) replaces it.
 */
export function findNextAvailable(
  psychologistIds: string[],
  options: { now?: Date; withinDays?: number; durationMinutes?: number },
): Promise<Map<string, Date | null>> {
  void psychologistIds;
  void options;
  throw new Error('not implemented');
}
