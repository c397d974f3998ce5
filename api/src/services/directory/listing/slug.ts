import { RESERVED_SLUGS } from './landing-slugs';

/** "Zoë O'Brien-Smith" → "zoe-obrien-smith": lower case ASCII words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/đ/g, 'd')
    .replace(/ø/g, 'o')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * The slugs to try, in order: the name, then name-2, name-3… A reserved slug (a topic or city
 * page) or an empty one is never offered: it starts at the suffixed form. The unique index
 * decides between two people who try the same candidate at once.
 */
export function* slugCandidates(firstName: string, lastName: string): Generator<string> {
  const base = slugify(`${firstName} ${lastName}`) || 'psychologist';
  if (!RESERVED_SLUGS.has(base)) yield base;
  for (let n = 2; ; n++) yield `${base}-${n}`;
}
