import { assignListPages, pageCountOf } from './article-pages';

const article = (path: string, publishedOn: string) => ({ path, publishedOn });

describe('assignListPages', () => {
  it('puts the newest articles on page 1, perPage to a page', () => {
    const pages = assignListPages([article('/m/a', '2026-01-01'), article('/m/b', '2026-03-01'), article('/m/c', '2026-02-01'), article('/m/d', '2025-12-01'), article('/m/e', '2026-04-01')], 2);
    expect(Object.fromEntries(pages)).toEqual({ '/m/e': 1, '/m/b': 1, '/m/c': 2, '/m/a': 2, '/m/d': 3 });
  });

  it('orders articles of the same day by path, whatever order the files were read in', () => {
    const one = assignListPages([article('/m/b', '2026-01-01'), article('/m/a', '2026-01-01')], 1);
    const two = assignListPages([article('/m/a', '2026-01-01'), article('/m/b', '2026-01-01')], 1);
    expect(Object.fromEntries(one)).toEqual({ '/m/a': 1, '/m/b': 2 });
    expect(one).toEqual(two);
  });

  it('gives nothing for no articles', () => {
    expect(assignListPages([]).size).toBe(0);
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 6, 1],
    [1, 6, 1],
    [6, 6, 1],
    [7, 6, 2],
    [12, 6, 2],
    [13, 6, 3],
  ])('%i articles at %i a page make %i pages', (total, perPage, pages) => {
    expect(pageCountOf(total, perPage)).toBe(pages);
  });
});
