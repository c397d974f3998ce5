import { redirectPathOf, redirectProblem } from './content-edit-rules';

describe('redirectProblem', () => {
  const existing = new Map([
    ['/a', '/b'],
    ['/b', '/c'],
  ]);
  it.each<[string, string | undefined, string | undefined, boolean, string | undefined]>([
    ['a new relative redirect', '/old', '/about', false, undefined],
    ['no path', undefined, '/about', false, 'path'],
    ['an absolute target', '/old', undefined, false, 'target'],
    ['to itself', '/old', '/old', false, 'target'],
    ['from a published page', '/about', '/old', true, 'path'],
    ['a path that already redirects', '/a', '/z', false, 'path'],
    ['a loop through the chain', '/c', '/a', false, 'target'],
    ['a chain without a loop', '/d', '/a', false, undefined],
  ])('%s', (_, from, to, published, field) => {
    expect(redirectProblem(from, to, existing, published)?.field).toBe(field);
  });

  it('stores paths normalised and refuses what is not a site path', () => {
    expect(redirectPathOf('/Old-Page/?x=1')).toBe('/old-page');
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', '/a b', 'about', '', undefined]) expect(redirectPathOf(bad)).toBeUndefined();
  });
});
