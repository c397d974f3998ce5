/**
 * "Next available" filter of the directory and get-matched tool (/next-available-options).
 * withinDays null means any time. The spec (§9): "Within 24 hours" means 24 hours or less.
 */

export interface NextAvailableOption {
  nextAvailableOptionId: number;
  name: string;
  /** Upper bound in days (1 = 24 hours or less); null = no limit. */
  withinDays: number | null;
}

export const nextAvailableOptions: readonly NextAvailableOption[] = [
  { nextAvailableOptionId: 1, name: 'Within 24 hours', withinDays: 1 },
  { nextAvailableOptionId: 2, name: 'Within 3 days', withinDays: 3 },
  { nextAvailableOptionId: 3, name: 'Within a week', withinDays: 7 },
  { nextAvailableOptionId: 4, name: 'Within 2 weeks', withinDays: 14 },
  { nextAvailableOptionId: 5, name: 'Any time', withinDays: null },
];
