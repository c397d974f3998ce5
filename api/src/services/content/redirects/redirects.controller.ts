import { Controller, Get, Query, Response, Route, Tags } from '@tsoa/runtime';
import type { ProblemBody } from '../../../http/problem';
import { findRedirect, type RedirectLookup } from './redirects';

/** The redirect lookup every route does by path (spec §2). Public. */
@Route('content')
@Tags('content')
export class RedirectsController extends Controller {
  /**
   * The redirect for a path, if any (`redirect` absent: none).
   * @param path the site path, e.g. /faqs
   */
  @Get('redirects')
  @Response<ProblemBody>(422, 'Not a site path')
  public findRedirect(@Query() path: string): Promise<RedirectLookup> {
    return findRedirect(path);
  }
}
