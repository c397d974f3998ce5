import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Put, Query, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import { sendTaxonomy } from '../../../reference-data/send-cached';
import type { SessionTypeOption } from '../../reference-data';
import type { ProblemBody } from '../../../http/problem';
import type {
  CurrentSession,
  NewSignal,
  PresenceUpdate,
  PsychologistDay,
  PsychologistStats,
  SessionEnd,
  SessionLogInput,
  SessionQuestionnaireInput,
  SessionReview,
  SessionReviewInput,
  SessionRoom,
  SessionTypeUpdate,
  SignalPage,
  VideoToken,
} from './calls.types';
import { endSession } from './end-session';
import { recordPresence } from './presence';
import { currentSession, psychologistDay, psychologistStats } from './psychologist-day';
import { sessionForParticipant } from './session-access';
import { submitSessionLog } from './session-log';
import { reviewSession, submitQuestionnaire } from './session-review';
import { getSessionRoom } from './session-room';
import { updateSessionType } from './session-type-update';
import { postSignal, readSignals } from './signalling';
import { issueVideoToken } from './video-token';

/** Video sessions (spec §7 Sessions): the room, the call's signalling, ending and review. */
@Route('sessions')
@Tags('video sessions')
@Security('jwt', ['client', 'psychologist'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a participant in this session, or not a client or psychologist')
export class SessionCallsController extends Controller {
  /** The signed-in person's session whose room is open now, else their next one. */
  @Get('current-session')
  public getCurrentSession(@Request() req: ExpressRequest): Promise<CurrentSession> {
    return currentSession(currentUser(req));
  }

  /** The waiting room and call state (the spec's GET /sessions/{sessionId} is the booking record). @param sessionId the session */
  @Get('sessions/{sessionId}/room')
  @Response<ProblemBody>(404, 'No such session')
  public getSessionRoom(@Path() sessionId: string, @Request() req: ExpressRequest): Promise<SessionRoom> {
    return getSessionRoom(currentUser(req), sessionId);
  }

  /** What the browser needs to join the call (inside the join window only). */
  @Post('sessions/{id}/token')
  @Response<ProblemBody>(404, 'No such session')
  @Response<ProblemBody>(409, 'The room is not open (too early, finished, cancelled or ended)')
  public createSessionToken(@Path() id: string, @Request() req: ExpressRequest): Promise<VideoToken> {
    return issueVideoToken(currentUser(req), id);
  }

  @Get('sessions/{id}/video/token')
  @Response<ProblemBody>(404, 'No such session')
  @Response<ProblemBody>(409, 'The room is not open (too early, finished, cancelled or ended)')
  public getSessionVideoToken(@Path() id: string, @Request() req: ExpressRequest): Promise<VideoToken> {
    return issueVideoToken(currentUser(req), id);
  }

  /** Peer-to-peer call: send an offer, answer, ICE candidate or state to the other participant. */
  @Post('sessions/{id}/signals')
  @SuccessResponse(204, 'Sent')
  @Response<ProblemBody>(404, 'No such session')
  @Response<ProblemBody>(409, 'The room is not open')
  @Response<ProblemBody>(422, 'Invalid signal')
  @Response<ProblemBody>(429, 'Too many signals')
  public async postSessionSignal(@Path() id: string, @Body() body: NewSignal, @Request() req: ExpressRequest): Promise<void> {
    await postSignal(currentUser(req), id, body);
    this.setStatus(204);
  }

  /**
   * Peer-to-peer call: the other participant's signals after `after`, waiting up to `wait` seconds.
   * @param after the cursor of the previous read (-1 for all)
   * @param wait seconds to wait for a signal (0–20)
   * @isInt after
   * @minimum after -1
   * @isInt wait
   * @minimum wait 0
   * @maximum wait 20
   */
  @Get('sessions/{id}/signals')
  @Response<ProblemBody>(404, 'No such session')
  @Response<ProblemBody>(422, 'Invalid after or wait')
  public getSessionSignals(@Path() id: string, @Request() req: ExpressRequest, @Query() after = -1, @Query() wait = 0): Promise<SignalPage> {
    return readSignals(currentUser(req), id, after, wait);
  }

  /** Where the caller is: the waiting room, the call, or gone (a heartbeat). */
  @Put('sessions/{id}/presence')
  @SuccessResponse(204, 'Recorded')
  @Response<ProblemBody>(404, 'No such session')
  @Response<ProblemBody>(422, 'Invalid place')
  public async putSessionPresence(@Path() id: string, @Body() body: PresenceUpdate, @Request() req: ExpressRequest): Promise<void> {
    const user = currentUser(req);
    await sessionForParticipant(user, id);
    await recordPresence(id, user.sub, body.place, new Date());
    this.setStatus(204);
  }

  @Post('sessions/{id}/submitlog')
  @SuccessResponse(204, 'Stored')
  @Response<ProblemBody>(404, 'No such session')
  @Response<ProblemBody>(422, 'Invalid log')
  public async submitSessionLog(@Path() id: string, @Body() body: SessionLogInput, @Request() req: ExpressRequest): Promise<void> {
    await submitSessionLog(currentUser(req), id, body);
    this.setStatus(204);
  }

  /** The psychologist ends the session: it becomes Completed and the charge after the session follows. */
  @Post('sessions/{id}/end')
  @Response<ProblemBody>(404, 'No such session')
  @Response<ProblemBody>(409, 'Already ended, cancelled, or not yet open')
  @Response<ProblemBody>(422, 'Invalid outcome')
  public endSession(@Path() id: string, @Body() body: SessionEnd, @Request() req: ExpressRequest): Promise<SessionRoom> {
    return endSession(currentUser(req), id, body);
  }

  @Put('sessions/{id}/update-session-type')
  @SuccessResponse(204, 'Updated')
  @Response<ProblemBody>(404, 'No such session')
  @Response<ProblemBody>(409, 'Cancelled session')
  @Response<ProblemBody>(422, 'Not a session type or not one of its reasons')
  public async updateSessionType(@Path() id: string, @Body() body: SessionTypeUpdate, @Request() req: ExpressRequest): Promise<void> {
    await updateSessionType(currentUser(req), id, body);
    this.setStatus(204);
  }

  /** The client's rating and comment, once per session, after it has ended. */
  @Post('sessions/{id}/review')
  @SuccessResponse(201, 'Stored')
  @Response<ProblemBody>(404, 'No such session')
  @Response<ProblemBody>(409, 'Already reviewed, or not yet ended')
  @Response<ProblemBody>(422, 'Invalid rating or comment')
  public async reviewSession(@Path() id: string, @Body() body: SessionReviewInput, @Request() req: ExpressRequest): Promise<SessionReview> {
    const review = await reviewSession(currentUser(req), id, body);
    this.setStatus(201);
    return review;
  }

  /** The client's short post-session questionnaire, once per session. */
  @Post('sessions/{id}/questionnaire')
  @SuccessResponse(204, 'Stored')
  @Response<ProblemBody>(404, 'No such session')
  @Response<ProblemBody>(409, 'Already answered, or not yet ended')
  @Response<ProblemBody>(422, 'Invalid answers')
  public async submitSessionQuestionnaire(@Path() id: string, @Body() body: SessionQuestionnaireInput, @Request() req: ExpressRequest): Promise<void> {
    await submitQuestionnaire(currentUser(req), id, body);
    this.setStatus(204);
  }
}

/** The psychologist's day (their account home). */
@Route('sessions')
@Tags('video sessions')
@Security('jwt', ['psychologist'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a psychologist')
@Response<ProblemBody>(422, 'Not a time zone')
export class PsychologistDayController extends Controller {
  /** @param timezoneId the day is today in this IANA zone (default Australia/Sydney) */
  @Get('sessions/psychologists/current')
  public getPsychologistCurrentSessions(@Request() req: ExpressRequest, @Query() timezoneId?: string): Promise<PsychologistDay> {
    return psychologistDay(currentUser(req), timezoneId);
  }

  /** @param timezoneId "today" and "this month" in this IANA zone (default Australia/Sydney) */
  @Get('sessions/psychologist/stats')
  public getPsychologistStats(@Request() req: ExpressRequest, @Query() timezoneId?: string): Promise<PsychologistStats> {
    return psychologistStats(currentUser(req), timezoneId);
  }
}

/** The session (funding) types a psychologist can re-classify a session to, for the end-of-session form. */
@Route('sessions')
@Tags('taxonomies')
export class SessionTypeOptionsController extends Controller {
  @Get('session-type-options')
  public getSessionTypeOptions(@Request() req: ExpressRequest): Promise<SessionTypeOption[]> {
    return sendTaxonomy(req, 'session-type-options');
  }
}
