import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Path, Query, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { sessionsOfPsychologist } from './psychologist-own-sessions';
import type { SessionList } from '../../sessions';

/** A psychologist's sessions by their id (spec §7 payments): the same list as GET /psychologists/sessions. */
@Route('payments/psychologist')
@Tags('booking')
export class PsychologistOwnSessionsController extends Controller {
  /**
   * Their own sessions, soonest first; `limit` keeps the first n.
   * @param id the signed-in psychologist's own user id
   */
  @Get('{id}/sessions')
  @Security('jwt', ['psychologist'])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not a psychologist')
  @Response<ProblemBody>(404, "Another psychologist's id")
  public getSessionsOfPsychologist(@Path() id: string, @Request() req: ExpressRequest, @Query() limit?: number): Promise<SessionList> {
    return sessionsOfPsychologist(currentUser(req), id, limit);
  }
}
