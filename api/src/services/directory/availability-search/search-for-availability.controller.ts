import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Post, Request, Response, Route, Tags } from '@tsoa/runtime';
import type { ProblemBody } from '../../../http/problem';
import { sharedAnswer } from '../../availability';
import { checkSearch, searchForAvailability, type SearchForAvailabilityAnswer, type SearchForAvailabilityRequest } from './search-for-availability';
import { searchKey } from './search-key';

/** Spec §7 user-management: POST /psychologists/search-for-availability. Public: the directory uses it before sign-in. */
@Route('users/psychologists')
@Tags('availability')
export class SearchForAvailabilityController extends Controller {
  /**
   * Approved psychologists with bookable starts in the range (at most 31 days), filtered by time of
   * day in the viewer's zone, soonest first, one page at a time (`total` counts every page).
   */
  @Post('search-for-availability')
  @Response<ProblemBody>(422, 'A field is not valid (fields names it)')
  public async searchForAvailability(@Body() body: SearchForAvailabilityRequest, @Request() req: ExpressRequest): Promise<SearchForAvailabilityAnswer> {
    const query = checkSearch(body);
    // Reused as the availability read's answers are, and forgotten with them on any booking or
    // rules change (availability-answer-cache.ts says why a few seconds' reuse is safe).
    const answer = await sharedAnswer(searchKey(query), () => searchForAvailability(query));
    // Already JSON: sent as bytes (the compression middleware encodes them by Accept-Encoding).
    req.res!.status(200).set({ ETag: answer.etag }).type('application/json').send(answer.json);
    return undefined as unknown as SearchForAvailabilityAnswer;
  }
}
