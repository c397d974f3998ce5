import { Controller, Get, Query, Response, Route, Tags } from '@tsoa/runtime';
import type { ProblemBody } from '../../../http/problem';
import type { FaqCategoryId, FaqList } from './faq.types';
import { listFaqs } from './faqs';

/** The support hub's FAQs (spec §2 `/support-hub`). Public: anyone may read them. */
@Route('content')
@Tags('content')
export class FaqsController extends Controller {
  /**
   * FAQs, optionally searched (best match first) and narrowed to one category. Category counts
   * are for the search across all categories, so the filter can show where the matches are.
   * @param q words to search for, e.g. "forgot password" (at most 200 characters)
   * @param category one category's FAQs only
   */
  @Get('faqs')
  @Response<ProblemBody>(422, 'Unknown category or a query over 200 characters')
  public listFaqs(@Query() q?: string, @Query() category?: FaqCategoryId): Promise<FaqList> {
    return listFaqs(q, category);
  }
}
