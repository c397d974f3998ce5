import { matchesQuery, normaliseWords, queryScore, queryWords, searchTokensOf } from './search-tokens';

describe('search tokens', () => {
  it.each([
    ['Zoë O’Brien', ['zoe', 'o', 'brien']],
    ['Anxiety, Depression & STRESS', ['anxiety', 'depression', 'stress']],
    ['Trauma and PTSD', ['trauma', 'and', 'ptsd']],
    ['  ', []],
  ])('normalises %j', (text, words) => {
    expect(normaliseWords(text)).toEqual(words);
  });

  it('stores distinct words without stop words, sorted', () => {
    expect(searchTokensOf(['Mia Chen', 'Anxiety and Stress', 'anxiety'])).toEqual(['anxiety', 'chen', 'mia', 'stress']);
  });

  const tokens = searchTokensOf(['Mia Chen', 'Anxiety', 'Grief and loss', 'Mandarin']);
  it.each([
    ['anx', true],
    ['Chen grief', true],
    ['chen depression', false],
    ['psychologist for anxiety', true],
    ['', true],
    ['xiety', false],
  ])('query %j matches: %s', (query, expected) => {
    expect(matchesQuery(tokens, queryWords(query))).toBe(expected);
  });

  it('scores whole words above prefixes', () => {
    expect(queryScore(tokens, ['chen'])).toBe(2);
    expect(queryScore(tokens, ['che'])).toBe(1);
    expect(queryScore(tokens, ['nobody'])).toBe(0);
  });

  it('keeps at most ten query words', () => {
    expect(queryWords('a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 a12')).toHaveLength(10);
  });
});
