import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Query, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import type { RescheduleSessionRequest } from './cancellation.types';
import { rescheduleSession } from './reschedule-session';
import { listPsychologistSessions } from './session-queries';
import type { SessionDetails, SessionList } from '../../sessions';

/** The psychologist's calendar of sessions. */
@Route('sessions/psychologists/sessions')
@Tags('booking')
@Security('jwt', ['psychologist'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a psychologist')
export class PsychologistSessionsController extends Controller {
  /** Their sessions, soonest first; `limit` keeps the first n. */
  @Get()
  public getPsychologistSessions(@Request() req: ExpressRequest, @Query() limit?: number): Promise<SessionList> {
    return listPsychologistSessions(currentUser(req), limit);
  }

  /** Moves one of their sessions (their notice period does not apply to them). */
  @Post('{id}/reschedule')
  @Response<ProblemBody>(404, 'Not your session')
  @Response<ProblemBody>(409, 'That time is no longer available, or the session is over')
  @Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
  public rescheduleSessionAsPsychologist(@Path() id: string, @Body() body: RescheduleSessionRequest, @Request() req: ExpressRequest): Promise<SessionDetails> {
    return rescheduleSession(currentUser(req), id, body);
  }
}
