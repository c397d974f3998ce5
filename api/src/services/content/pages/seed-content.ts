import fs from 'node:fs';
import path from 'node:path';
import { assignListPages } from './article-pages';
import { ContentPageModel, type ContentPageRecord } from './content-page.model';
import { ContentFileError, parseContentFile, type ContentSource } from './content-source';
import { renderMarkdown } from './render-markdown';

/** api/content, from src/… and from dist/… alike (the same depth below api/). */
export const CONTENT_DIR = path.resolve(__dirname, '../../../../content');

function markdownFiles(dir: string, under = ''): string[] {
  return fs
    .readdirSync(path.join(dir, under), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = under ? `${under}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return markdownFiles(dir, relative);
      return entry.name.endsWith('.md') && entry.name !== 'README.md' ? [relative] : [];
    })
    .sort();
}

/** Every file read and checked together: paths unique, parents and authors present. */
export function readContentSources(dir = CONTENT_DIR): ContentSource[] {
  const sources = markdownFiles(dir).map((file) => parseContentFile(file, fs.readFileSync(path.join(dir, file), 'utf8')));
  const byPath = new Map<string, ContentSource>();
  for (const source of sources) {
    const other = byPath.get(source.path);
    if (other) throw new ContentFileError(source.sourceFile, 'path', `${source.path} is also the path of ${other.sourceFile}`);
    byPath.set(source.path, source);
  }
  for (const source of sources) {
    if (source.parent && !byPath.has(source.parent)) throw new ContentFileError(source.sourceFile, 'parent', `${source.parent} has no page`);
    if (source.author && byPath.get(`/author/${source.author}`)?.kind !== 'author') throw new ContentFileError(source.sourceFile, 'author', `${source.author} has no file author/${source.author}.md`);
  }
  return sources;
}

/** The records to store: rendered, and each article given its page of its section's list. */
export function contentRecordsOf(sources: readonly ContentSource[]): ContentPageRecord[] {
  const articles = sources.filter((source) => source.kind === 'article');
  const listPages = new Map<string, number>();
  for (const section of new Set(articles.map((article) => article.section))) {
    const inSection = articles.filter((article) => article.section === section).map((article) => ({ path: article.path, publishedOn: article.publishedOn! }));
    for (const [articlePath, page] of assignListPages(inSection)) listPages.set(articlePath, page);
  }
  return sources.map(({ path: sitePath, body, ...rest }) => ({
    ...rest,
    _id: sitePath,
    html: renderMarkdown(body),
    markdown: body,
    ...(listPages.has(sitePath) && { listPage: listPages.get(sitePath) }),
  }));
}

/**
 * Writes the site's content from the Markdown files (run by `npm run seed` on every start):
 * each page replaced whole, and pages whose file is gone removed. Content changes only here.
 */
export async function seedContent(dir = CONTENT_DIR): Promise<number> {
  const records = contentRecordsOf(readContentSources(dir));
  // A page edited in the console is the console's: a restart must not undo a published edit.
  const edited = new Set((await ContentPageModel.find({ editedAt: { $exists: true } }, { _id: 1 }).lean<{ _id: string }[]>()).map((record) => record._id));
  const toWrite = records.filter((record) => !edited.has(record._id));
  if (toWrite.length) {
    await ContentPageModel.bulkWrite(
      toWrite.map((record) => ({ replaceOne: { filter: { _id: record._id }, replacement: record, upsert: true } })),
      { ordered: true },
    );
  }
  await ContentPageModel.deleteMany({ _id: { $nin: records.map((record) => record._id) } });
  return records.length;
}
