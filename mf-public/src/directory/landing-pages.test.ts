import { CITY_PAGES, landingPage, TOPIC_PAGES } from './landing-pages';

// The API refuses these as psychologists' slugs (api/src/services/users/directory/landing-slugs.ts pins the same lists).
it('has the spec’s eight topic pages and ten city pages, each with an introduction and a filter', () => {
  expect(TOPIC_PAGES.map((p) => p.slug)).toEqual(['anxiety', 'depression', 'stress', 'couples', 'teenager', 'parenting', 'ndis', 'bulk-billed']);
  expect(CITY_PAGES.map((p) => p.slug)).toEqual(['sydney', 'melbourne', 'brisbane', 'adelaide', 'perth', 'canberra', 'darwin', 'hobart', 'gold-coast', 'newcastle']);
  for (const page of [...TOPIC_PAGES, ...CITY_PAGES]) {
    expect(page.intro.length).toBeGreaterThan(60);
    expect(Object.keys(page.fixed)).toHaveLength(1);
  }
  expect(landingPage('mia-chen')).toBeUndefined();
});
