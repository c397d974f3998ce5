import { Controller, Get, Path, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { ProblemBody } from '../../../http/problem';
import { upcomingSessionsOf } from './upcoming-sessions';
import type { UpcomingSessions } from './upcoming-sessions.types';

/** Administrators: a psychologist's booked sessions still to come (after a suspension, to act on each). */
@Route('sessions/admin')
@Tags('administration')
@Security('jwt', ['administrator'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an administrator')
export class UpcomingSessionsController extends Controller {
  /** Pending sessions from now, soonest first (an unknown id has none). */
  @Get('psychologists/{userId}/upcoming-sessions')
  public getUpcomingSessionsOfPsychologist(@Path() userId: string): Promise<UpcomingSessions> {
    return upcomingSessionsOf(userId);
  }
}
