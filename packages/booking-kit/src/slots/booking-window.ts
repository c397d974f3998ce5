/** Whole five minutes: visitors of the same psychologist ask the same question and the API answers them from one computation. */
const STEP_MS = 300_000;
const DAY_MS = 86_400_000;

/**
 * The window of bookable starts to ask for: from the start of the current five minutes for
 * `daysAhead` days. No past time is offered, since the API counts the minimum notice from the
 * moment it answers.
 */
export function bookingWindow(daysAhead: number, now: number): { from: string; to: string } {
  const from = Math.floor(now / STEP_MS) * STEP_MS;
  return { from: new Date(from).toISOString(), to: new Date(from + daysAhead * DAY_MS).toISOString() };
}
