import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Path, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { getBookingSummary } from './booking-summary';
import type { BookingSummary } from './booking-summary.types';

/** The booking area's summary of a client (mf-booking's /book/summary page). */
@Route('sessions/patients/{patientId}')
@Tags('booking')
@Security('jwt', ['client'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client')
@Response<ProblemBody>(404, 'Not your patient id')
export class BookingSummaryController extends Controller {
  /** @param patientId the signed-in client's own user id */
  @Get('booking-summary')
  public async getBookingSummary(@Path() patientId: string, @Request() req: ExpressRequest): Promise<BookingSummary> {
    return getBookingSummary(currentUser(req), patientId);
  }
}
