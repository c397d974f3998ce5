import { randomUUID } from 'node:crypto';
import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Post, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { namesFor, toSessionDetails } from '../../sessions';
import type { SessionDetails } from '../../sessions';
import { bookablePatients } from './bookable-patients';
import { bookForPatient, checkPrice, minutesOf, requireOwnPatient } from './book-for-patient';
import type { CreatePracticeSessionRequest, PracticePatientList, StartedPracticeSession, StartPracticeSessionNowRequest } from './practice-sessions.types';
import { startSessionNow } from './start-session-now';

/** The psychologist books a session for a patient already in their care (sessions/create), or starts one now (sessions/start). */
@Route('practice')
@Tags('practice')
@Security('jwt', ['psychologist', 'approved'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a psychologist')
export class PracticeSessionsController extends Controller {
  /** Patients with a care relationship: whom a session or custom booking can be for. */
  @Get('bookable-patients')
  public getPracticeBookablePatients(@Request() req: ExpressRequest): Promise<PracticePatientList> {
    return bookablePatients(currentUser(req).sub);
  }

  @Post('sessions')
  @SuccessResponse(201, 'Booked')
  @Response<ProblemBody>(404, 'Not your patient')
  @Response<ProblemBody>(409, 'That time is no longer available')
  @Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
  public async createPracticeSession(@Body() body: CreatePracticeSessionRequest, @Request() req: ExpressRequest): Promise<SessionDetails> {
    const user = currentUser(req);
    const startsAt = new Date(body.sessionStartDate);
    if (Number.isNaN(startsAt.getTime())) throw invalidField('sessionStartDate', 'Must be an ISO 8601 date and time.');
    const durationMinutes = minutesOf(body.sessionDurationTypeId);
    checkPrice(body.priceCents);
    await requireOwnPatient(user.sub, body.patientId);
    const session = await bookForPatient({
      psychologistId: user.sub,
      patientId: body.patientId,
      startsAt,
      durationMinutes,
      sessionDurationTypeId: body.sessionDurationTypeId,
      priceCents: body.priceCents,
      sessionId: randomUUID(),
      now: new Date(),
      timeRule: 'chosen',
    });
    this.setStatus(201);
    return toSessionDetails(session, await namesFor([session]));
  }

  /** An ad-hoc session starting now; the client is sent the link to join it. */
  @Post('sessions/start-now')
  @SuccessResponse(201, 'Started')
  @Response<ProblemBody>(404, 'Not your patient')
  @Response<ProblemBody>(409, 'Another of their sessions is on now')
  @Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
  public async startPracticeSessionNow(@Body() body: StartPracticeSessionNowRequest, @Request() req: ExpressRequest): Promise<StartedPracticeSession> {
    const user = currentUser(req);
    const durationMinutes = minutesOf(body.sessionDurationTypeId);
    checkPrice(body.priceCents);
    await requireOwnPatient(user.sub, body.patientId);
    const started = await startSessionNow({ psychologistId: user.sub, patientId: body.patientId, durationMinutes, sessionDurationTypeId: body.sessionDurationTypeId, priceCents: body.priceCents, now: new Date() });
    this.setStatus(201);
    return { session: toSessionDetails(started.session, await namesFor([started.session])), joinUrl: started.joinUrl, sentBy: started.sentBy };
  }
}
