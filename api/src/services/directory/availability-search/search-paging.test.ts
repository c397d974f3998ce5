import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageOf, pagingOf } from './search-paging';

const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

describe('pagingOf', () => {
  it.each([
    [{}, { page: 1, pageSize: DEFAULT_PAGE_SIZE }],
    [{ page: 3 }, { page: 3, pageSize: DEFAULT_PAGE_SIZE }],
    [{ pageSize: 1 }, { page: 1, pageSize: 1 }],
    [{ page: 2, pageSize: MAX_PAGE_SIZE }, { page: 2, pageSize: MAX_PAGE_SIZE }],
  ])('%j → %j', (request, expected) => {
    expect(pagingOf(request)).toEqual(expected);
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ page: -1 }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ page: Number.NaN }, 'page'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageSize: MAX_PAGE_SIZE + 1 }, 'pageSize'],
    [{ pageSize: 2.5 }, 'pageSize'],
  ])('%j is refused naming %s', (request, field) => {
    expect(() => pagingOf(request)).toThrow(expect.objectContaining({ fields: expect.objectContaining({ [field]: expect.any(String) }) }));
  });
});

describe('pageOf', () => {
  it.each([
    [1, 3, ['a', 'b', 'c']],
    [2, 3, ['d', 'e', 'f']],
    [3, 3, ['g']],
    [4, 3, []],
    [1, 20, items],
    [2, 7, []],
  ])('page %i of size %i', (page, pageSize, expected) => {
    expect(pageOf(items, { page, pageSize })).toEqual(expected);
  });

  it('pages neither overlap nor skip', () => {
    const seen = [1, 2, 3].flatMap((page) => pageOf(items, { page, pageSize: 3 }));
    expect(seen).toEqual(items);
  });
});
