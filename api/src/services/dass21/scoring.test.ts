import { answersProblem, bandOf, scoreDass21, SUBSCALE_ITEMS, type Dass21Subscale } from './scoring';
import type { Dass21Band } from './records/dass21-result.model';

/** 21 answers of 0, with `raw` spread over the subscale's items in published order (item 21 last). */
function answersWith(subscale: Dass21Subscale, raw: number): number[] {
  const answers = Array<number>(21).fill(0);
  let left = raw;
  for (const item of SUBSCALE_ITEMS[subscale]) {
    const value = Math.min(3, left);
    answers[item - 1] = value;
    left -= value;
  }
  if (left > 0) throw new Error(`raw ${raw} does not fit seven items`);
  return answers;
}

// domain.md's table, scores after doubling: every band's lowest and highest score, for each subscale.
const BOUNDARIES: [Dass21Subscale, number, Dass21Band][] = [
  ['depression', 0, 'Normal'], ['depression', 9, 'Normal'],
  ['depression', 10, 'Mild'], ['depression', 13, 'Mild'],
  ['depression', 14, 'Moderate'], ['depression', 20, 'Moderate'],
  ['depression', 21, 'Severe'], ['depression', 27, 'Severe'],
  ['depression', 28, 'ExtremelySevere'], ['depression', 42, 'ExtremelySevere'],
  ['anxiety', 0, 'Normal'], ['anxiety', 7, 'Normal'],
  ['anxiety', 8, 'Mild'], ['anxiety', 9, 'Mild'],
  ['anxiety', 10, 'Moderate'], ['anxiety', 14, 'Moderate'],
  ['anxiety', 15, 'Severe'], ['anxiety', 19, 'Severe'],
  ['anxiety', 20, 'ExtremelySevere'], ['anxiety', 42, 'ExtremelySevere'],
  ['stress', 0, 'Normal'], ['stress', 14, 'Normal'],
  ['stress', 15, 'Mild'], ['stress', 18, 'Mild'],
  ['stress', 19, 'Moderate'], ['stress', 25, 'Moderate'],
  ['stress', 26, 'Severe'], ['stress', 33, 'Severe'],
  ['stress', 34, 'ExtremelySevere'], ['stress', 42, 'ExtremelySevere'],
];

describe('bandOf: every boundary of the band table', () => {
  it.each(BOUNDARIES)('%s %i → %s', (subscale, score, band) => {
    expect(bandOf(subscale, score)).toBe(band);
  });
});

// Doubled scores are even, so through real answers each band's edge is its nearest even score.
const REACHABLE: [Dass21Subscale, number, number, Dass21Band][] = [
  ['depression', 4, 8, 'Normal'], ['depression', 5, 10, 'Mild'], ['depression', 6, 12, 'Mild'],
  ['depression', 7, 14, 'Moderate'], ['depression', 10, 20, 'Moderate'], ['depression', 11, 22, 'Severe'],
  ['depression', 13, 26, 'Severe'], ['depression', 14, 28, 'ExtremelySevere'], ['depression', 21, 42, 'ExtremelySevere'],
  ['anxiety', 3, 6, 'Normal'], ['anxiety', 4, 8, 'Mild'], ['anxiety', 5, 10, 'Moderate'], ['anxiety', 7, 14, 'Moderate'],
  ['anxiety', 8, 16, 'Severe'], ['anxiety', 9, 18, 'Severe'], ['anxiety', 10, 20, 'ExtremelySevere'], ['anxiety', 21, 42, 'ExtremelySevere'],
  ['stress', 7, 14, 'Normal'], ['stress', 8, 16, 'Mild'], ['stress', 9, 18, 'Mild'], ['stress', 10, 20, 'Moderate'],
  ['stress', 12, 24, 'Moderate'], ['stress', 13, 26, 'Severe'], ['stress', 16, 32, 'Severe'], ['stress', 17, 34, 'ExtremelySevere'],
  ['stress', 21, 42, 'ExtremelySevere'],
];

describe('scoreDass21: the items of one subscale summed and doubled, banded', () => {
  it.each(REACHABLE)('%s items summing to %i → %i, %s; the other subscales 0', (subscale, raw, score, band) => {
    const outcome = scoreDass21(answersWith(subscale, raw));
    expect(outcome.scores[subscale]).toBe(score);
    expect(outcome.bands[subscale]).toBe(band);
    for (const other of (['depression', 'anxiety', 'stress'] as const).filter((s) => s !== subscale)) {
      expect(outcome.scores[other]).toBe(0);
      expect(outcome.bands[other]).toBe('Normal');
    }
  });
});

describe('scoreDass21: the published item lists (not the swapped ones some sources print)', () => {
  it.each<[number, Dass21Subscale]>([
    [1, 'stress'], [2, 'anxiety'], [3, 'depression'], [4, 'anxiety'], [5, 'depression'], [6, 'stress'], [7, 'anxiety'],
    [8, 'stress'], [9, 'anxiety'], [10, 'depression'], [11, 'stress'], [12, 'stress'], [13, 'depression'], [14, 'stress'],
    [15, 'anxiety'], [16, 'depression'], [17, 'depression'], [18, 'stress'], [19, 'anxiety'], [20, 'anxiety'], [21, 'depression'],
  ])('item %i counts towards %s', (item, subscale) => {
    const answers = Array<number>(21).fill(0);
    answers[item - 1] = 1;
    expect(scoreDass21(answers).scores).toEqual({ depression: 0, anxiety: 0, stress: 0, [subscale]: 2 });
  });

  it('scores a mixed check-in', () => {
    // items 1..21 answered 0,1,2,3,0,1,2,3,…
    const answers = Array.from({ length: 21 }, (_, i) => i % 4);
    // depression 3,5,10,13,16,17,21 → 2+0+1+0+3+0+0 = 6; anxiety 2,4,7,9,15,19,20 → 1+3+2+0+2+2+3 = 13; stress 1,6,8,11,12,14,18 → 0+1+3+2+3+1+1 = 11
    expect(scoreDass21(answers)).toMatchObject({
      scores: { depression: 12, anxiety: 26, stress: 22 },
      bands: { depression: 'Mild', anxiety: 'ExtremelySevere', stress: 'Moderate' },
    });
  });
});

describe('scoreDass21: the safety flag', () => {
  it.each<[string, number[], string[]]>([
    ['all normal', Array(21).fill(0), []],
    ['moderate everywhere is not flagged', [...answersWith('depression', 10)].map((a, i) => a + answersWith('anxiety', 7)[i] + answersWith('stress', 12)[i]), []],
    ['severe depression', answersWith('depression', 11), ['depression-severe']],
    ['extremely severe anxiety', answersWith('anxiety', 10), ['anxiety-extremely-severe']],
    ['severe stress', answersWith('stress', 13), ['stress-severe']],
    ['item 21 answered 1 is not high', Object.assign(Array(21).fill(0), { 20: 1 }), []],
    ['item 21 answered 2 is high', Object.assign(Array(21).fill(0), { 20: 2 }), ['item-21-high']],
    ['item 21 answered 3 is high', Object.assign(Array(21).fill(0), { 20: 3 }), ['item-21-high']],
  ])('%s', (_name, answers, reasons) => {
    const outcome = scoreDass21(answers);
    expect(outcome.flagReasons).toEqual(reasons);
    expect(outcome.flagged).toBe(reasons.length > 0);
  });
});

describe('answersProblem names the failing field', () => {
  it.each<[unknown, [string, string] | undefined]>([
    [Array(21).fill(3), undefined],
    ['x', ['answers', 'must be a list of 21 answers']],
    [Array(20).fill(0), ['answers', 'must have exactly 21 answers (got 20)']],
    [Array(22).fill(0), ['answers', 'must have exactly 21 answers (got 22)']],
    [Object.assign(Array(21).fill(0), { 4: 4 }), ['answers.4', 'item 5 must be a whole number from 0 to 3']],
    [Object.assign(Array(21).fill(0), { 0: -1 }), ['answers.0', 'item 1 must be a whole number from 0 to 3']],
    [Object.assign(Array(21).fill(0), { 20: 1.5 }), ['answers.20', 'item 21 must be a whole number from 0 to 3']],
  ])('%j → %j', (answers, problem) => {
    expect(answersProblem(answers)).toEqual(problem);
  });

  it('scoreDass21 refuses invalid answers rather than scoring them', () => {
    expect(() => scoreDass21(Array(20).fill(0))).toThrow(RangeError);
  });
});
