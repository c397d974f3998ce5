import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Query, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../auth/authenticated-user';
import type { ProblemBody } from '../../http/problem';
import { clientHome } from './client-home';
import type { ClientHome, PsychologistHome } from './homes.types';
import { psychologistHome } from './psychologist-home';

/**
 * Each signed-in home's reads in one call (docs/performance.md): the page loads with one request
 * instead of one per card. Only the caller's own records, as each card's own read answers them.
 */
@Route('homes')
@Tags('homes')
@Response<ProblemBody>(401, 'Not signed in')
export class HomesController extends Controller {
  /** The client's home: sessions, Medicare sessions used and left, DASS-21 scores. */
  @Get('client')
  @Security('jwt', ['client'])
  @Response<ProblemBody>(403, 'Not a client')
  public getClientHome(@Request() req: ExpressRequest): Promise<ClientHome> {
    return clientHome(currentUser(req));
  }

  /**
   * The practice home: today's sessions and counts, notes to write, new referrals, flagged DASS-21 results.
   * @param timezoneId "today" and "this month" in this IANA zone (default Australia/Sydney)
   */
  @Get('psychologist')
  @Security('jwt', ['psychologist'])
  @Response<ProblemBody>(403, 'Not a psychologist')
  @Response<ProblemBody>(422, 'Not a time zone')
  public getPsychologistHome(@Request() req: ExpressRequest, @Query() timezoneId?: string): Promise<PsychologistHome> {
    return psychologistHome(currentUser(req), timezoneId);
  }
}
