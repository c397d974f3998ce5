import { previousPageAfterShort } from './short-page';

describe('short-page rule (spec §4)', () => {
  it.each<[string, { page: number; count: number }, number | undefined]>([
    ['250 messages: the newest page (2) has 50, so page 1 follows', { page: 2, count: 50 }, 1],
    ['a full newest page needs nothing more', { page: 2, count: 100 }, undefined],
    ['an empty page loads nothing more', { page: 3, count: 0 }, undefined],
    ['a short first page has nothing before it', { page: 0, count: 7 }, undefined],
  ])('%s', (_name, page, expected) => expect(previousPageAfterShort(page)).toBe(expected));
});
