import { flagWords } from './flag-words';
import { scoreDass21 } from './scoring';

describe('DASS-21 flags in words', () => {
  it.each<[string, number[], string[]]>([
    ['item 21 answered 3', Object.assign(Array(21).fill(0), { 20: 3 }), ["Item 21 (life felt meaningless; the safety question): answered 'Applied to me very much, or most of the time'"]],
    ['item 21 answered 2', Object.assign(Array(21).fill(0), { 20: 2 }), ["Item 21 (life felt meaningless; the safety question): answered 'Applied to me to a considerable degree, or a good part of time'"]],
    [
      'every subscale extremely severe, and item 21',
      Array(21).fill(3),
      ['Depression: extremely severe (42 of 42)', 'Anxiety: extremely severe (42 of 42)', 'Stress: extremely severe (42 of 42)', "Item 21 (life felt meaningless; the safety question): answered 'Applied to me very much, or most of the time'"],
    ],
    ['nothing flagged', Array(21).fill(0), []],
  ])('%s', (_name, answers, words) => {
    const outcome = scoreDass21(answers);
    const described = flagWords({ ...outcome, answers });
    expect(described).toEqual(words);
    for (const line of described) expect(line).not.toMatch(/item-21-high|-severe\b/);
  });

  it('a severe (not extreme) subscale', () => {
    expect(flagWords({ flagReasons: ['anxiety-severe'], scores: { depression: 0, anxiety: 16, stress: 0 } })).toEqual(['Anxiety: severe (16 of 42)']);
  });
});
