import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect, test } from '../support/fixtures';

// What a crawler sees: plain HTTP against the real portal server, no JavaScript run.

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

test('a content path’s HTML carries that page’s title, description, canonical URL and Open Graph tags', async ({ request, baseURL }) => {
  for (const path of ['/privacy', '/media/better-access-changes-2025', '/near-me/hobart']) {
    const page = await (await request.get(`/api/content/pages?path=${encodeURIComponent(path)}`)).json();
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(`${escaped(page.title)} — Harbour`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe(escaped(page.description));
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${baseURL}${path}`);
    expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe(escaped(page.title));
    expect(attr(html, /<meta property="og:description" content="([^"]*)"/)).toBe(escaped(page.description));
    expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`${baseURL}${path}`);
    expect(attr(html, /<meta property="og:type" content="([^"]*)"/)).toBe(path.startsWith('/media/') ? 'article' : 'website');
    // The first paint already names the page.
    expect(html).toContain(`data-frame-heading>${escaped(page.title)}</h1>`);
  }
});

test('a path with no page answers 404, and the shell in it still says "Page Not Found"', async ({ page, request }) => {
  for (const path of ['/no-such-page', '/media/no-such-article', '/author/nobody', '/about/nothing-here', '/no/such/page/here']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('/no-such-page')).toBeVisible();
});

test('every fixed public route the areas publish still answers 200; a stored redirect answers 301', async ({ request }) => {
  const remotes = await (await request.get('/remotes.json')).json();
  const paths = new Set<string>();
  for (const { routes } of Object.values(remotes) as { routes: string }[]) {
    const file = await (await request.get(routes)).json();
    for (const rule of file.routes as { pattern: string }[]) {
      const base = rule.pattern.endsWith('/*') ? rule.pattern.slice(0, -2) || '/' : rule.pattern;
      if (!base.includes(':')) paths.add(base);
    }
  }
  expect(paths.size).toBeGreaterThan(10);
  for (const path of paths) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  const moved = await request.get('/for-psychologists', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/psychologists');
});

test('sitemap.xml is valid XML listing the articles, topic pages and psychologists’ profiles; robots.txt names it', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/application\/xml/);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser().parse(xml);
  const locs: string[] = [parsed.urlset.url].flat().map((url: { loc: string }) => url.loc);
  for (const section of ['media', 'research', 'education']) {
    const { articles } = await (await request.get(`/api/content/sections/${section}/articles`)).json();
    expect(articles.length).toBeGreaterThanOrEqual(2);
    for (const article of articles) expect(locs).toContain(`${baseURL}${article.path}`);
  }
  for (const path of ['/', '/about', '/privacy', '/online-psychologists/anxiety', '/online-psychologists/newcastle', '/topics/anxiety', '/author/ana-fisher']) expect(locs).toContain(`${baseURL}${path}`);
  // The seeded directory's psychologists have profiles there too.
  const profiles = locs.filter((loc) => loc.startsWith(`${baseURL}/online-psychologists/`));
  expect(profiles.length).toBeGreaterThan(18);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /account');
});
