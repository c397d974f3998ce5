/** Articles per page of a section's list. */
export const ARTICLES_PER_PAGE = 6;

export interface DatedArticle {
  path: string;
  publishedOn: string;
}

/** Newest first; the same day falls back to the path, so the order never depends on the disk. */
export const newestFirst = (a: DatedArticle, b: DatedArticle) => b.publishedOn.localeCompare(a.publishedOn) || a.path.localeCompare(b.path);

/**
 * The page (1-based) of each article of one section, newest first. Stored on each article at
 * seed time, so a page is read with an equality filter rather than sort + limit (docs/database.md).
 */
export function assignListPages(articles: readonly DatedArticle[], perPage = ARTICLES_PER_PAGE): Map<string, number> {
  return new Map([...articles].sort(newestFirst).map((article, index) => [article.path, Math.floor(index / perPage) + 1]));
}

/** How many pages a list of `total` articles has (an empty section still has its page 1). */
export const pageCountOf = (total: number, perPage = ARTICLES_PER_PAGE) => Math.max(1, Math.ceil(total / perPage));
