import type { Dass21Band, Dass21Bands, Dass21Scores } from './records/dass21-result.model';

/**
 * DASS-21 scoring (domain.md ## DASS-21; Lovibond & Lovibond, 1995). Pure: no I/O.
 * Item numbers are 1-based as in the published form; `answers[0]` is item 1.
 */
export type Dass21Subscale = keyof Dass21Scores;
export const DASS21_SUBSCALES: readonly Dass21Subscale[] = ['depression', 'anxiety', 'stress'];
export const DASS21_ITEM_COUNT = 21;
export const DASS21_MAX_ANSWER = 3;

/** Published item lists. Some sources swap depression and anxiety: these are the form's own. */
export const SUBSCALE_ITEMS: Record<Dass21Subscale, readonly number[]> = {
  depression: [3, 5, 10, 13, 16, 17, 21],
  anxiety: [2, 4, 7, 9, 15, 19, 20],
  stress: [1, 6, 8, 11, 12, 14, 18],
};

/** Lowest doubled score of each band above Normal (Normal starts at 0). */
export const BAND_FLOORS: Record<Dass21Subscale, Record<Exclude<Dass21Band, 'Normal'>, number>> = {
  depression: { Mild: 10, Moderate: 14, Severe: 21, ExtremelySevere: 28 },
  anxiety: { Mild: 8, Moderate: 10, Severe: 15, ExtremelySevere: 20 },
  stress: { Mild: 15, Moderate: 19, Severe: 26, ExtremelySevere: 34 },
};

/** Item 21, "I felt that life was meaningless": 2 (considerable degree) or 3 counts as high. */
export const MEANINGLESS_ITEM = 21;
export const HIGH_ANSWER = 2;

export interface Dass21Outcome {
  scores: Dass21Scores;
  bands: Dass21Bands;
  flagged: boolean;
  /** `<subscale>-severe`, `<subscale>-extremely-severe`, `item-21-high`. */
  flagReasons: string[];
}

/** The first problem with a set of answers, as [field, message], or undefined when they are valid. */
export function answersProblem(answers: unknown): [string, string] | undefined {
  if (!Array.isArray(answers)) return ['answers', 'must be a list of 21 answers'];
  if (answers.length !== DASS21_ITEM_COUNT) return ['answers', `must have exactly ${DASS21_ITEM_COUNT} answers (got ${answers.length})`];
  const bad = answers.findIndex((a) => !Number.isInteger(a) || (a as number) < 0 || (a as number) > DASS21_MAX_ANSWER);
  if (bad >= 0) return [`answers.${bad}`, `item ${bad + 1} must be a whole number from 0 to ${DASS21_MAX_ANSWER}`];
  return undefined;
}

/** Sum of the subscale's seven items, doubled (0–42, comparable with the DASS-42). */
export function subscaleScore(answers: readonly number[], subscale: Dass21Subscale): number {
  return SUBSCALE_ITEMS[subscale].reduce((sum, item) => sum + answers[item - 1], 0) * 2;
}

export function bandOf(subscale: Dass21Subscale, score: number): Dass21Band {
  const floors = BAND_FLOORS[subscale];
  if (score >= floors.ExtremelySevere) return 'ExtremelySevere';
  if (score >= floors.Severe) return 'Severe';
  if (score >= floors.Moderate) return 'Moderate';
  if (score >= floors.Mild) return 'Mild';
  return 'Normal';
}

/**
 * Scores, bands and the safety flag. Flagged when any subscale is Severe or Extremely severe, or
 * item 21 is answered 2 or 3: domain.md says "a high answer", and 2 ("applied to me to a
 * considerable degree") is already a considerable sense that life is meaningless — for safety we
 * would rather tell the psychologist once too often than once too few.
 */
export function scoreDass21(answers: readonly number[]): Dass21Outcome {
  const problem = answersProblem(answers);
  if (problem) throw new RangeError(`${problem[0]} ${problem[1]}`);
  const scores = Object.fromEntries(DASS21_SUBSCALES.map((s) => [s, subscaleScore(answers, s)])) as unknown as Dass21Scores;
  const bands = Object.fromEntries(DASS21_SUBSCALES.map((s) => [s, bandOf(s, scores[s])])) as unknown as Dass21Bands;
  const flagReasons: string[] = [];
  for (const s of DASS21_SUBSCALES) {
    if (bands[s] === 'Severe') flagReasons.push(`${s}-severe`);
    if (bands[s] === 'ExtremelySevere') flagReasons.push(`${s}-extremely-severe`);
  }
  if (answers[MEANINGLESS_ITEM - 1] >= HIGH_ANSWER) flagReasons.push('item-21-high');
  return { scores, bands, flagged: flagReasons.length > 0, flagReasons };
}
