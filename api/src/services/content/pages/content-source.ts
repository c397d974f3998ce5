import frontMatter from 'front-matter';
import { ARTICLE_SECTIONS, type ArticleSection, type ContentKind } from './content.types';

/** What one Markdown file under api/content says, checked; its body is still Markdown. */
export interface ContentSource {
  path: string;
  kind: ContentKind;
  title: string;
  description: string;
  body: string;
  section?: ArticleSection;
  parent?: string;
  author?: string;
  role?: string;
  publishedOn?: string;
  updatedOn?: string;
  heroImageAlt?: string;
  order: number;
  sourceFile: string;
}

/** A content file that cannot be published, naming the file and the field. */
export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`${file}: ${field} ${problem}`);
    this.name = 'ContentFileError';
  }
}

const SITE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const FIELDS = new Set(['title', 'description', 'path', 'parent', 'author', 'role', 'published', 'updated', 'heroImageAlt', 'order']);

/**
 * Where a file is decides its path and kind, so most files need no `path`:
 * about.md → /about (page); medicare/index.md → /medicare; media/index.md → /media (section);
 * media/x.md → /media/x (article); author/x.md → /author/x (author).
 */
function placeOf(sourceFile: string): { path: string; kind: ContentKind; section?: ArticleSection } {
  const parts = sourceFile.replace(/\.md$/, '').split('/');
  const isIndex = parts[parts.length - 1] === 'index';
  const segments = isIndex ? parts.slice(0, -1) : parts;
  const path = `/${segments.join('/')}`;
  const top = segments[0] as ArticleSection;
  if (ARTICLE_SECTIONS.includes(top)) return segments.length === 1 ? { path, kind: 'section', section: top } : { path, kind: 'article', section: top };
  if (segments[0] === 'author' && segments.length === 2) return { path, kind: 'author' };
  return { path, kind: 'page' };
}

/** YAML reads 2026-03-02 as a Date; a quoted one stays a string. Either way: YYYY-MM-DD. */
function dateOf(value: unknown, file: string, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) throw new ContentFileError(file, field, 'must be a date like 2026-03-02');
  return text;
}

function textOf(value: unknown, file: string, field: string, required: boolean, max = 300): string | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) throw new ContentFileError(file, field, 'is required');
    return undefined;
  }
  if (typeof value !== 'string') throw new ContentFileError(file, field, 'must be text');
  const text = value.trim().replace(/\s+/g, ' ');
  if (text.length > max) throw new ContentFileError(file, field, `must be at most ${max} characters`);
  return text;
}

function sitePathOf(value: unknown, file: string, field: string): string | undefined {
  const text = textOf(value, file, field, false);
  if (text !== undefined && !SITE_PATH.test(text)) throw new ContentFileError(file, field, "must be a lower-case site path like /medicare/plans");
  return text;
}

/** Reads one file: its front matter (YAML between --- lines) and Markdown body. */
export function parseContentFile(sourceFile: string, text: string): ContentSource {
  let parsed: { attributes: Record<string, unknown>; body: string };
  try {
    parsed = frontMatter<Record<string, unknown>>(text);
  } catch (err) {
    throw new ContentFileError(sourceFile, 'front matter', `is not valid YAML (${(err as Error).message.split('\n')[0]})`);
  }
  const fields = parsed.attributes ?? {};
  for (const name of Object.keys(fields)) if (!FIELDS.has(name)) throw new ContentFileError(sourceFile, name, 'is not a known field');
  const place = placeOf(sourceFile);
  const path = sitePathOf(fields.path, sourceFile, 'path') ?? place.path;
  if (!SITE_PATH.test(path)) throw new ContentFileError(sourceFile, 'path', 'must be a lower-case site path like /medicare/plans');
  const isArticle = place.kind === 'article';
  const order = fields.order ?? 100;
  if (typeof order !== 'number' || !Number.isInteger(order)) throw new ContentFileError(sourceFile, 'order', 'must be a whole number');
  const author = textOf(fields.author, sourceFile, 'author', isArticle, 80);
  if (author !== undefined && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(author)) throw new ContentFileError(sourceFile, 'author', 'must be an author file name like ana-fisher');
  const source: ContentSource = {
    path,
    kind: place.kind,
    title: textOf(fields.title, sourceFile, 'title', true, 120)!,
    description: textOf(fields.description, sourceFile, 'description', true, 300)!,
    body: parsed.body.trim(),
    order,
    sourceFile,
  };
  if (!source.body) throw new ContentFileError(sourceFile, 'body', 'is empty');
  const optional = {
    section: place.section,
    parent: sitePathOf(fields.parent, sourceFile, 'parent'),
    author: isArticle ? author : undefined,
    role: place.kind === 'author' ? textOf(fields.role, sourceFile, 'role', true, 80) : undefined,
    publishedOn: dateOf(fields.published, sourceFile, 'published'),
    updatedOn: dateOf(fields.updated, sourceFile, 'updated'),
    heroImageAlt: textOf(fields.heroImageAlt, sourceFile, 'heroImageAlt', false, 200),
  };
  if (isArticle && !optional.publishedOn) throw new ContentFileError(sourceFile, 'published', 'is required for an article');
  if (optional.publishedOn && optional.updatedOn && optional.updatedOn < optional.publishedOn) throw new ContentFileError(sourceFile, 'updated', 'must not be before published');
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(source, { [key]: value });
  return source;
}
