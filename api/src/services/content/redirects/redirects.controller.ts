import { Controller, Get, Query, Response, Route, Tags } from '@tsoa/runtime';
import type { ProblemBody } from '../../../http/problem';
import { findRedirect, type Redirect } from './redirects';

/** The redirect lookup every route does by path (spec §2). Public. */
@Route('content')
@Tags('content')
export class RedirectsController extends Controller {
  /** @param path the site path, e.g. /faqs */
  @Get('redirects')
  @Response<ProblemBody>(404, 'No redirect for this path')
  @Response<ProblemBody>(422, 'Not a site path')
  public findRedirect(@Query() path: string): Promise<Redirect> {
    return findRedirect(path);
  }
}
