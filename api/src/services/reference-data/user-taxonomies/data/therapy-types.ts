/**
 * Therapy (client) types (/therapy-types): the spec's client types Individual, Teenager and Couples.
 * The spec (§9) sorts them standard first, then under-16, then couples: see `sortTherapyTypes`.
 */

export interface TherapyType {
  therapyTypeId: number;
  name: string;
  isCouples: boolean;
  isUnder16Type: boolean;
  sortOrder: number;
}

export const INDIVIDUAL_THERAPY_TYPE_ID = 1;
export const COUPLES_THERAPY_TYPE_ID = 2;
export const TEENAGER_THERAPY_TYPE_ID = 3;
/** App state's default therapy type. */
export const DEFAULT_THERAPY_TYPE_ID = INDIVIDUAL_THERAPY_TYPE_ID;

export const therapyTypes: readonly TherapyType[] = [
  {
    therapyTypeId: INDIVIDUAL_THERAPY_TYPE_ID,
    name: 'Individual',
    isCouples: false,
    isUnder16Type: false,
    sortOrder: 1,
  },
  {
    therapyTypeId: TEENAGER_THERAPY_TYPE_ID,
    name: 'Teenager',
    isCouples: false,
    isUnder16Type: true,
    sortOrder: 2,
  },
  {
    therapyTypeId: COUPLES_THERAPY_TYPE_ID,
    name: 'Couples',
    isCouples: true,
    isUnder16Type: false,
    sortOrder: 3,
  },
];

/** 0 standard, 1 under-16, 2 couples (a couples type is a couples type even if flagged under-16). */
function therapyTypeRank(t: Pick<TherapyType, 'isCouples' | 'isUnder16Type'>): number {
  if (t.isCouples) return 2;
  if (t.isUnder16Type) return 1;
  return 0;
}

/**
 * The spec's order: standard types, then under-16 types, then couples types; within a group by
 * sortOrder, then by id. Returns a new array; the input is left as it was.
 */
export function sortTherapyTypes<T extends TherapyType>(types: readonly T[]): T[] {
  return [...types].sort(
    (a, b) =>
      therapyTypeRank(a) - therapyTypeRank(b) ||
      a.sortOrder - b.sortOrder ||
      a.therapyTypeId - b.therapyTypeId,
  );
}
