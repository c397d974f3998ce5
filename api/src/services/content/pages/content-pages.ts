import { notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { newestFirst, pageCountOf } from './article-pages';
import { ContentPageModel, type ContentPageRecord } from './content-page.model';
import type { ArticleSection, ArticleSummary, ContentAuthor, ContentAuthorSummary, ContentLink, ContentPage, SectionArticlesPage } from './content.types';
import { ARTICLE_SECTIONS } from './content.types';

/** '/About/' and '/about' are one page: no query or fragment, no trailing slash, lower case. */
export function normaliseContentPath(raw: string): string | undefined {
  const bare = raw.trim().split(/[?#]/)[0].toLowerCase();
  // A site path only: browsers read '/\host' as '//host' and drop tabs and newlines, so a stored
  // redirect target with a backslash, whitespace or a control character could leave the site.
  if (!bare.startsWith('/') || bare.startsWith('//') || /[\\\s\p{Cc}]/u.test(bare) || bare.length > 300) return undefined;
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

const linkOf = (record: Pick<ContentPageRecord, '_id' | 'title' | 'description'>): ContentLink => ({ path: record._id, title: record.title, description: record.description });
const authorOf = (record: ContentPageRecord): ContentAuthorSummary => ({ name: record._id.slice('/author/'.length), displayName: record.title, role: record.role ?? '' });

async function authorsByName(names: readonly string[]): Promise<Map<string, ContentAuthorSummary>> {
  const unique = [...new Set(names)];
  const records = unique.length ? await ContentPageModel.find({ _id: { $in: unique.map((name) => `/author/${name}`) } }).lean<ContentPageRecord[]>() : [];
  return new Map(records.map((record) => [authorOf(record).name, authorOf(record)]));
}

const unknownAuthor = (name: string): ContentAuthorSummary => ({ name, displayName: name, role: '' });

function summariesOf(records: ContentPageRecord[], authors: Map<string, ContentAuthorSummary>): ArticleSummary[] {
  return records
    .map((record) => ({ path: record._id, publishedOn: record.publishedOn ?? '', record }))
    .sort(newestFirst)
    .map(({ record }) => ({
      path: record._id,
      title: record.title,
      description: record.description,
      section: record.section!,
      publishedOn: record.publishedOn!,
      author: authors.get(record.author!) ?? unknownAuthor(record.author!),
    }));
}

/** GET a page by its site path: an unknown path is a 404 (the site shows "Page Not Found"). */
export async function getContentPage(rawPath: string): Promise<ContentPage> {
  const sitePath = normaliseContentPath(rawPath);
  if (!sitePath) throw invalidField('path', "must be a site path starting with '/', e.g. /about");
  const record = await ContentPageModel.findById(sitePath).lean<ContentPageRecord>();
  // Read from the database on every request (no cache), so a console publish shows at once.
  if (!record || record.published === false) throw notFound(`No page at ${sitePath}.`);
  // Children share an equality filter on parent (pushed down); a parent has a handful.
  const [children, parent, authors] = await Promise.all([
    ContentPageModel.find({ parent: sitePath }, { title: 1, description: 1, order: 1 }).lean<ContentPageRecord[]>(),
    record.parent ? ContentPageModel.findById(record.parent, { title: 1, description: 1 }).lean<ContentPageRecord>() : null,
    record.author ? authorsByName([record.author]) : new Map<string, ContentAuthorSummary>(),
  ]);
  children.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
  return {
    path: record._id,
    kind: record.kind,
    title: record.title,
    description: record.description,
    html: record.html,
    ...(record.section && { section: record.section }),
    ...(parent && { parent: linkOf(parent) }),
    ...(record.author && { author: authors.get(record.author) ?? unknownAuthor(record.author) }),
    ...(record.publishedOn && { publishedOn: record.publishedOn }),
    ...(record.updatedOn && { updatedOn: record.updatedOn }),
    ...(record.heroImageAlt && { heroImageAlt: record.heroImageAlt }),
    children: children.map(linkOf),
  };
}

/** One page of a section's articles, newest first: the stored page number, never sort + limit. */
export async function listSectionArticles(section: string, page = 1): Promise<SectionArticlesPage> {
  if (!ARTICLE_SECTIONS.includes(section as ArticleSection)) throw notFound(`No section ${section}; the sections are ${ARTICLE_SECTIONS.join(', ')}.`);
  if (!Number.isInteger(page) || page < 1) throw invalidField('page', 'must be a whole number from 1');
  // Pages are numbered at seed time over every article: an unpublished one leaves a gap on its
  // page, so the page count comes from all of them (or a later page would become unreachable).
  const [sectionPage, stored, total, records] = await Promise.all([
    ContentPageModel.findById(`/${section}`, { title: 1, description: 1 }).lean<ContentPageRecord>(),
    ContentPageModel.countDocuments({ section, kind: 'article' }),
    ContentPageModel.countDocuments({ section, kind: 'article', published: { $ne: false } }),
    ContentPageModel.find({ section, listPage: page, published: { $ne: false } }).lean<ContentPageRecord[]>(),
  ]);
  const pageCount = pageCountOf(stored);
  if (page > pageCount) throw notFound(`The ${section} list has ${pageCount} page${pageCount === 1 ? '' : 's'}.`);
  const authors = await authorsByName(records.map((record) => record.author!));
  return {
    section: section as ArticleSection,
    title: sectionPage?.title ?? section,
    description: sectionPage?.description ?? '',
    page,
    pageCount,
    total,
    articles: summariesOf(records, authors),
  };
}

/** An author's page: who they are and what they wrote, newest first. */
export async function getContentAuthor(name: string): Promise<ContentAuthor> {
  const normalised = name.trim().toLowerCase();
  const record = /^[a-z0-9-]{1,80}$/.test(normalised) ? await ContentPageModel.findById(`/author/${normalised}`).lean<ContentPageRecord>() : null;
  if (!record || record.kind !== 'author') throw notFound(`No author ${name}.`);
  const author = authorOf(record);
  const articles = await ContentPageModel.find({ author: author.name, kind: 'article', published: { $ne: false } }).lean<ContentPageRecord[]>();
  return { ...author, html: record.html, description: record.description, articles: summariesOf(articles, new Map([[author.name, author]])) };
}
