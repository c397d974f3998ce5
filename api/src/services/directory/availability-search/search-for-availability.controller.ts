import { Body, Controller, Post, Response, Route, Tags } from '@tsoa/runtime';
import type { ProblemBody } from '../../../http/problem';
import { searchForAvailability, type SearchForAvailabilityAnswer, type SearchForAvailabilityRequest } from './search-for-availability';

/** Spec §7 user-management: POST /psychologists/search-for-availability. Public: the directory uses it before sign-in. */
@Route('users/psychologists')
@Tags('availability')
export class SearchForAvailabilityController extends Controller {
  /** Approved psychologists with bookable starts in the range (at most 31 days), filtered by time of day in the viewer's zone. */
  @Post('search-for-availability')
  @Response<ProblemBody>(422, 'A field is not valid (fields names it)')
  public searchForAvailability(@Body() body: SearchForAvailabilityRequest): Promise<SearchForAvailabilityAnswer> {
    return searchForAvailability(body);
  }
}
