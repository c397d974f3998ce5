import { CITY_SLUGS, RESERVED_SLUGS, TOPIC_SLUGS } from './landing-slugs';
import { slugCandidates, slugify } from './slug';

const firstThree = (first: string, last: string) => {
  const out: string[] = [];
  for (const slug of slugCandidates(first, last)) {
    out.push(slug);
    if (out.length === 3) break;
  }
  return out;
};

describe('slugs', () => {
  it.each([
    ['Zoë O’Brien-Smith', 'zoe-obrien-smith'],
    ['Mia  Chen', 'mia-chen'],
    ['Đặng Thị Hương', 'dang-thi-huong'],
    ['!!!', ''],
  ])('slugify(%j) = %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('offers the name, then numbered suffixes', () => {
    expect(firstThree('Mia', 'Chen')).toEqual(['mia-chen', 'mia-chen-2', 'mia-chen-3']);
  });

  it('never offers a topic or city page slug, even for a person named like one', () => {
    // "Gold Coast" as a name would be the city page /online-psychologists/gold-coast.
    expect(firstThree('Gold', 'Coast')).toEqual(['gold-coast-2', 'gold-coast-3', 'gold-coast-4']);
    for (const reserved of [...TOPIC_SLUGS, ...CITY_SLUGS]) {
      const [word, ...rest] = reserved.split('-');
      expect(firstThree(word, rest.join(' '))).not.toContain(reserved);
    }
  });

  it('reserves the eight topic pages and the ten city pages of the spec', () => {
    expect([...TOPIC_SLUGS]).toEqual(['anxiety', 'depression', 'stress', 'couples', 'teenager', 'parenting', 'ndis', 'bulk-billed']);
    expect([...CITY_SLUGS]).toEqual(['sydney', 'melbourne', 'brisbane', 'adelaide', 'perth', 'canberra', 'darwin', 'hobart', 'gold-coast', 'newcastle']);
    for (const slug of [...TOPIC_SLUGS, ...CITY_SLUGS]) expect(RESERVED_SLUGS.has(slug)).toBe(true);
  });

  it('gives a nameless person a usable slug', () => {
    expect(firstThree('', '')[0]).toBe('psychologist');
  });
});
