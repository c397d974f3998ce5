import { Readable } from 'node:stream';
import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Produces, Put, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { createBookingGroup, getBookingGroup, updateBookingGroup } from '../booking-groups/booking-groups';
import type { BookingGroup, CreateBookingGroupRequest, UpdateBookingGroupRequest } from '../booking-groups/booking-group.types';
import { sessionsCalendar } from '../../sessions';
import { bookSession } from './book-session';
import { cancelSession } from './cancel-session';
import type { CancelSessionRequest, RescheduleSessionRequest } from './cancellation.types';
import { rescheduleSession } from './reschedule-session';
import { participantSession } from '../../sessions';
import { getSession, listPatientSessions } from './session-queries';
import type { BookSessionRequest, SessionDetails, SessionList } from '../../sessions';
import { namesFor } from '../../sessions';

/** Booking and the session lifecycle (spec §7 Sessions). */
@Route('sessions/sessions')
@Tags('booking')
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not allowed for this kind of account')
@Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
export class BookingController extends Controller {
  /**
   * Books the time of a price reservation. Nothing is charged now: the card is charged after the
   * session. 409 "That time is no longer available." when someone else got it first.
   */
  @Post('book')
  @Security('jwt', ['client'])
  @SuccessResponse(201, 'Booked')
  @Response<ProblemBody>(404, 'Not your reservation')
  @Response<ProblemBody>(409, 'That time is no longer available, or a payment is outstanding')
  public async bookSession(@Body() body: BookSessionRequest, @Request() req: ExpressRequest): Promise<SessionDetails> {
    const session = await bookSession(currentUser(req), body);
    this.setStatus(201);
    return session;
  }

  /** Starts a booking group (the checkout's container for the message to the psychologist). */
  @Post('booking-group')
  @Security('jwt', ['client'])
  @SuccessResponse(201, 'Created')
  @Response<ProblemBody>(404, 'Not your patient id')
  public async createBookingGroup(@Body() body: CreateBookingGroupRequest, @Request() req: ExpressRequest): Promise<BookingGroup> {
    const group = await createBookingGroup(currentUser(req), body.patientId);
    this.setStatus(201);
    return group;
  }

  @Put('booking-group/{id}')
  @Security('jwt', ['client'])
  @Response<ProblemBody>(404, 'Not your booking group')
  public updateBookingGroup(@Path() id: string, @Body() body: UpdateBookingGroupRequest, @Request() req: ExpressRequest): Promise<BookingGroup> {
    return updateBookingGroup(currentUser(req), id, body.message);
  }

  /** The client's group, or (read only) the psychologist of one of its sessions. */
  @Get('booking-group/{id}')
  @Security('jwt', ['client', 'psychologist'])
  @Response<ProblemBody>(404, 'Not your booking group')
  public getBookingGroup(@Path() id: string, @Request() req: ExpressRequest): Promise<BookingGroup> {
    return getBookingGroup(currentUser(req), id);
  }

  /** The signed-in client's sessions, soonest first. */
  @Get('patient')
  @Security('jwt', ['client'])
  public getPatientSessions(@Request() req: ExpressRequest): Promise<SessionList> {
    return listPatientSessions(currentUser(req));
  }

  /**
   * One session with its booking facts (price, funding route, payment and cancellation), for its
   * client or psychologist (anyone else: 404); the spec's `GET /sessions/{sessionId}`. The video
   * room's state is `GET /sessions/{sessionId}/room` (SessionCallsController#getSessionRoom).
   */
  @Get('{sessionId}')
  @Security('jwt', ['client', 'psychologist'])
  @Response<ProblemBody>(404, 'Not your session')
  public getSession(@Path() sessionId: string, @Request() req: ExpressRequest): Promise<SessionDetails> {
    return getSession(currentUser(req), sessionId);
  }

  /** The session as an iCalendar file (add to calendar). */
  @Get('{sessionId}/calendar.ics')
  @Security('jwt', ['client', 'psychologist'])
  @Produces('text/calendar')
  @Response<ProblemBody>(404, 'Not your session')
  public async getSessionCalendarFile(@Path() sessionId: string, @Request() req: ExpressRequest): Promise<Readable> {
    const user = currentUser(req);
    const session = await participantSession(user, sessionId);
    this.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    this.setHeader('Content-Disposition', `attachment; filename="harbour-session-${session._id}.ics"`);
    return Readable.from([sessionsCalendar([session], await namesFor([session]), user.userType === 'psychologist' ? 'psychologist' : 'client', 'Harbour session')]);
  }

  /** Cancels (client or psychologist; the psychologist gives a reason from the list). A late client cancellation is charged the fee shown by GET /session/{id}/cancellation-fee. */
  @Post('{id}/cancel')
  @Security('jwt', ['client', 'psychologist'])
  @Response<ProblemBody>(404, 'Not your session')
  @Response<ProblemBody>(409, 'Already cancelled or over')
  public cancelSession(@Path() id: string, @Body() body: CancelSessionRequest, @Request() req: ExpressRequest): Promise<SessionDetails> {
    return cancelSession(currentUser(req), id, body);
  }

  /** Moves the client's session to another time the psychologist offers. */
  @Post('{id}/reschedule')
  @Security('jwt', ['client'])
  @Response<ProblemBody>(404, 'Not your session')
  @Response<ProblemBody>(409, 'That time is no longer available, or the session is over')
  public rescheduleSession(@Path() id: string, @Body() body: RescheduleSessionRequest, @Request() req: ExpressRequest): Promise<SessionDetails> {
    return rescheduleSession(currentUser(req), id, body);
  }
}
