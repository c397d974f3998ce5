import { changedWords, editorLink, kindWords, stateWords } from './content-words';

describe('content words', () => {
  it.each([
    [{ state: 'published' as const, hasDraft: false }, 'Published'],
    [{ state: 'published' as const, hasDraft: true }, 'Published, draft saved'],
    [{ state: 'unpublished' as const, hasDraft: false }, 'Unpublished'],
  ])('states %o as %s', (item, words) => {
    expect(stateWords(item)).toBe(words);
  });

  it('says when and by whom on Sydney time, and when a page was never changed', () => {
    expect(changedWords({})).toBe('Not changed in the console');
    expect(changedWords({ updatedAt: '2026-11-26T05:45:00.000Z', updatedBy: 'admin-1' })).toMatch(/26 Nov 2026.*4:45.*pm by admin-1/i);
  });

  it('names kinds and links to the editor with the path encoded', () => {
    expect(kindWords('article')).toBe('Article');
    expect(editorLink('/media/a b')).toBe('/admin/content/edit?path=%2Fmedia%2Fa%20b');
  });
});
