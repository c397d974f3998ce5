import { Controller, Get, Path, Query, Response, Route, Tags } from '@tsoa/runtime';
import type { ProblemBody } from '../../../http/problem';
import { getContentAuthor, getContentPage, listSectionArticles } from './content-pages';
import type { ContentAuthor, ContentPage, SectionArticlesPage, SitemapEntries } from './content.types';
import { listSitemapEntries } from './sitemap-entries';
import { contentGeneration, type ContentGeneration } from './content-generation';

/**
 * The site's content (spec §1, §2): pages, media/research/education articles and their authors,
 * seeded from api/content. Public: anyone may read, signed in or not; nothing here writes.
 */
@Route('content')
@Tags('content')
export class ContentPagesController extends Controller {
  /**
   * A content page by its site path (a page, a section's own page, an article or an author).
   * @param path the site path, e.g. /about or /media/starting-therapy-online
   */
  @Get('pages')
  @Response<ProblemBody>(404, 'No page at this path')
  @Response<ProblemBody>(422, 'Not a site path')
  public getContentPage(@Query() path: string): Promise<ContentPage> {
    return getContentPage(path);
  }

  /**
   * One page of a section's articles, newest first.
   * @param section media, research or education
   * @param page 1-based page number
   * @isInt page
   */
  @Get('sections/{section}/articles')
  @Response<ProblemBody>(404, 'No such section, or no such page of it')
  @Response<ProblemBody>(422, 'page is not a whole number from 1')
  public listSectionArticles(@Path() section: string, @Query() page?: number): Promise<SectionArticlesPage> {
    return listSectionArticles(section, page ?? 1);
  }

  /**
   * An author: who they are and the articles they wrote.
   * @param name the author's URL name, e.g. ana-fisher
   */
  @Get('authors/{name}')
  @Response<ProblemBody>(404, 'No such author')
  public getContentAuthor(@Path() name: string): Promise<ContentAuthor> {
    return getContentAuthor(name);
  }

  /** Changes whenever the console publishes, unpublishes or changes a redirect: the portal's cache checks it. */
  @Get('generation')
  public getContentGeneration(): Promise<ContentGeneration> {
    return contentGeneration();
  }

  /** The public pages for sitemap.xml: content, topic and city pages, psychologists' profiles. */
  @Get('sitemap')
  public listSitemapEntries(): Promise<SitemapEntries> {
    return listSitemapEntries();
  }
}
