/** The article sections of spec §1: media, research and education, each a list at /{section}. */
export type ArticleSection = 'media' | 'research' | 'education';
export const ARTICLE_SECTIONS: readonly ArticleSection[] = ['media', 'research', 'education'];

/** page: a plain page; section: a section's own page (/media); article: one article; author: /author/{name}. */
export type ContentKind = 'page' | 'section' | 'article' | 'author';
export const CONTENT_KINDS: readonly ContentKind[] = ['page', 'section', 'article', 'author'];

/** A link to another content page, with the words to show for it. */
export interface ContentLink {
  path: string;
  title: string;
  description: string;
}

export interface ContentAuthorSummary {
  /** The author's URL name: /author/{name}. */
  name: string;
  displayName: string;
  role: string;
}

/** One content page as the portal and the pages show it. `html` is rendered and sanitised. */
export interface ContentPage {
  path: string;
  kind: ContentKind;
  title: string;
  /** One or two sentences: the meta description and the lead under the heading. */
  description: string;
  html: string;
  section?: ArticleSection;
  parent?: ContentLink;
  author?: ContentAuthorSummary;
  /** YYYY-MM-DD */
  publishedOn?: string;
  /** YYYY-MM-DD */
  updatedOn?: string;
  /** Alternative text of the page's hero image (also og:image:alt). */
  heroImageAlt?: string;
  /** Pages whose parent this is, in their order. */
  children: ContentLink[];
}

export interface ArticleSummary {
  path: string;
  title: string;
  description: string;
  section: ArticleSection;
  /** YYYY-MM-DD */
  publishedOn: string;
  author: ContentAuthorSummary;
}

/** One page of a section's articles, newest first. */
export interface SectionArticlesPage {
  section: ArticleSection;
  title: string;
  description: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  total: number;
  articles: ArticleSummary[];
}

export interface ContentAuthor extends ContentAuthorSummary {
  /** The author's short biography, rendered and sanitised. */
  html: string;
  description: string;
  articles: ArticleSummary[];
}

export interface SitemapEntry {
  /** A site path, e.g. /media/starting-therapy-online */
  path: string;
  /** YYYY-MM-DD, when known. */
  updatedOn?: string;
}

export interface SitemapEntries {
  entries: SitemapEntry[];
}
