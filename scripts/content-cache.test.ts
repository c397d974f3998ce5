// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createContentCache } = require('./lib/content-cache.cjs');

// The portal server's cache of the API's public lookups, with an injected clock and an API stand-in
// whose answers the test releases one by one: what is asked, when, and what each lookup returns.
type Answer = unknown;
interface Question {
  path: string;
  answer: (value: Answer) => void;
  fail: () => void;
}

function setUp() {
  let clock = 0;
  const asked: Question[] = [];
  const getJson = (path: string) =>
    new Promise<Answer>((resolve, reject) => asked.push({ path, answer: resolve, fail: () => reject(new Error('timed out')) }));
  const cache = createContentCache({ getJson, now: () => clock, cacheMs: 30_000, generationCheckMs: 1000, max: 3 });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  /** Answers the oldest open question for `path`. */
  const answer = async (path: string, value: Answer) => {
    const index = asked.findIndex((q) => q.path === path);
    if (index < 0) throw new Error(`nothing asked for ${path}; asked: ${asked.map((q) => q.path).join(', ')}`);
    asked.splice(index, 1)[0].answer(value);
    await settle();
  };
  const fail = async (path: string) => {
    const index = asked.findIndex((q) => q.path === path);
    if (index < 0) throw new Error(`nothing asked for ${path}`);
    asked.splice(index, 1)[0].fail();
    await settle();
  };
  /** A lookup answered from the API when it asks: generation first, then the path (when asked). */
  const lookUp = async (path: string, { generation, value }: { generation?: Answer; value?: Answer } = {}) => {
    const result = cache.get(path) as Promise<Answer>;
    await settle();
    if (generation !== undefined && asked.some((q) => q.path === '/api/content/generation')) await answer('/api/content/generation', generation);
    if (value !== undefined && asked.some((q) => q.path === path)) await answer(path, value);
    return result;
  };
  return { cache, asked, answer, fail, lookUp, settle, advance: (ms: number) => void (clock += ms) };
}

const ARTICLE = '/api/content/pages?path=%2Fmedia%2Fa';

test('an answer is served from the cache while the generation is unchanged; a new generation is asked again at once', async () => {
  const api = setUp();
  expect(await api.lookUp(ARTICLE, { generation: { generation: 'g1' }, value: { title: 'Old' } })).toEqual({ title: 'Old' });
  api.advance(1500);
  expect(await api.lookUp(ARTICLE, { generation: { generation: 'g1' } })).toEqual({ title: 'Old' });
  expect(api.asked).toEqual([]);
  api.advance(1500);
  // The console published: the next lookup after the generation check gets the new page.
  expect(await api.lookUp(ARTICLE, { generation: { generation: 'g2' }, value: { title: 'New' } })).toEqual({ title: 'New' });
});

test('the generation is asked at most once a second, one question shared by every lookup waiting', async () => {
  const api = setUp();
  const first = api.cache.get(ARTICLE);
  const second = api.cache.get(ARTICLE);
  await api.settle();
  expect(api.asked.map((q) => q.path)).toEqual(['/api/content/generation']);
  await api.answer('/api/content/generation', { generation: 'g1' });
  expect(api.asked.map((q) => q.path)).toEqual([ARTICLE, ARTICLE]);
  await api.answer(ARTICLE, { title: 'A' });
  await api.answer(ARTICLE, { title: 'A' });
  await expect(Promise.all([first, second])).resolves.toEqual([{ title: 'A' }, { title: 'A' }]);
  api.advance(999);
  expect(await api.lookUp(ARTICLE)).toEqual({ title: 'A' });
  expect(api.asked).toEqual([]);
});

test.each([
  ['fails', (api: ReturnType<typeof setUp>) => api.fail('/api/content/generation')],
  ['answers with an error (undefined)', (api: ReturnType<typeof setUp>) => api.answer('/api/content/generation', undefined)],
])('when the generation check %s, no cached answer is trusted: the page is asked again', async (_, failCheck) => {
  const api = setUp();
  await api.lookUp(ARTICLE, { generation: { generation: 'g1' }, value: { title: 'Old' } });
  api.advance(2000);
  const looked = api.cache.get(ARTICLE);
  await api.settle();
  await failCheck(api);
  expect(api.asked.map((q) => q.path)).toEqual([ARTICLE]);
  await api.answer(ARTICLE, { title: 'New' });
  expect(await looked).toEqual({ title: 'New' });
});

test('when the API cannot answer, the last answer within the cache time is served; after it, nothing', async () => {
  const api = setUp();
  await api.lookUp(ARTICLE, { generation: { generation: 'g1' }, value: { title: 'Old' } });
  api.advance(2000);
  const during = api.cache.get(ARTICLE);
  await api.settle();
  await api.fail('/api/content/generation');
  await api.answer(ARTICLE, undefined);
  expect(await during).toEqual({ title: 'Old' });
  api.advance(30_000);
  const after = api.cache.get(ARTICLE);
  await api.settle();
  await api.fail('/api/content/generation');
  await api.fail(ARTICLE);
  expect(await after).toBeUndefined();
});

test('"no such page" (null) is cached like a page; the oldest entry goes when the cache is full', async () => {
  const api = setUp();
  const paths = ['/a', '/b', '/c', '/d'].map((p) => `/api/content/pages?path=${encodeURIComponent(p)}`);
  expect(await api.lookUp(paths[0], { generation: { generation: 'g1' }, value: null })).toBeNull();
  for (const path of paths.slice(1)) await api.lookUp(path, { value: { path } });
  expect(api.asked).toEqual([]);
  // Cache of three: '/a' went when '/d' came; '/b' is still there.
  expect(await api.lookUp(paths[1])).toEqual({ path: paths[1] });
  expect(api.asked).toEqual([]);
  const again = api.cache.get(paths[0]);
  await api.settle();
  expect(api.asked.map((q) => q.path)).toEqual([paths[0]]);
  await api.answer(paths[0], null);
  expect(await again).toBeNull();
});
