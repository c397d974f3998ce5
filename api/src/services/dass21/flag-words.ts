import { DASS21_ANSWER_OPTIONS } from './questions';
import type { Dass21Scores } from './records/dass21-result.model';
import { MEANINGLESS_ITEM } from './scoring';

/**
 * A DASS-21 flag as a psychologist reads it, in words instead of its code: "Depression: extremely
 * severe (30 of 42)", "Item 21 (life felt meaningless; the safety question): answered 'Applied to
 * me very much, or most of the time'". The codes stay in `flagReasons` for machines.
 */
const SUBSCALE_NAMES: Record<string, string> = { depression: 'Depression', anxiety: 'Anxiety', stress: 'Stress' };

export function flagWords(result: { flagReasons: readonly string[]; answers?: readonly number[]; scores: Dass21Scores }): string[] {
  return result.flagReasons.map((code) => {
    if (code === 'item-21-high') {
      const answer = result.answers?.[MEANINGLESS_ITEM - 1];
      const words = DASS21_ANSWER_OPTIONS.find((o) => o.value === answer)?.label;
      return `Item ${MEANINGLESS_ITEM} (life felt meaningless; the safety question): answered ${words ? `'${words}'` : 'high'}`;
    }
    const match = /^(depression|anxiety|stress)-(severe|extremely-severe)$/.exec(code);
    if (match) {
      const subscale = match[1] as keyof Dass21Scores;
      return `${SUBSCALE_NAMES[subscale]}: ${match[2].replace('-', ' ')} (${result.scores[subscale]} of 42)`;
    }
    return code;
  });
}
