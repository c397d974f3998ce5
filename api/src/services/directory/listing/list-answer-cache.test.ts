import { answerCache } from './list-answer-cache';

describe('answerCache', () => {
  const inputs = { snapshot: {}, nextAvailable: {}, names: {} };

  it.each([
    ['the same inputs', (i: typeof inputs) => i, 'page'],
    ['a new directory snapshot', (i: typeof inputs) => ({ ...i, snapshot: {} }), undefined],
    ['new next-available times', (i: typeof inputs) => ({ ...i, nextAvailable: {} }), undefined],
    ['new taxonomy names', (i: typeof inputs) => ({ ...i, names: {} }), undefined],
  ])('with %s answers %s', (_, change, expected) => {
    const cache = answerCache<string>();
    cache.set('{"q":"anxiety"}', inputs, 'page');
    expect(cache.get('{"q":"anxiety"}', change(inputs))).toBe(expected);
    expect(cache.get('{"q":"depression"}', inputs)).toBeUndefined();
  });

  it('keeps at most 500 answers, dropping the oldest', () => {
    const cache = answerCache<number>();
    for (let i = 0; i < 501; i++) cache.set(String(i), inputs, i);
    expect(cache.get('0', inputs)).toBeUndefined();
    expect(cache.get('1', inputs)).toBe(1);
    expect(cache.get('500', inputs)).toBe(500);
  });
});
