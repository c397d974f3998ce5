import { Readable } from 'node:stream';
import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Produces, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { calendarAuthorisationUrl, calendarFeed, calendarLinkStatus, completeCalendarAuthorisation, revokeCalendarAuthorisation } from './calendar-links';
import { sessionFileFor } from './session-file-links';
import type { CalendarAuthorisationUrl, CalendarAuthorisationUrlRequest, CalendarFeed, CalendarLinkStatus, CompleteCalendarAuthorisationRequest } from './calendar.types';

/**
 * Calendar link: a private, revocable iCalendar subscription of the person's
 * sessions, which any calendar app can subscribe to. The spec's vendor steps (authorisation URL,
 * complete, revoke, element token) keep their paths.
 */
@Route('sessions/calendar')
@Tags('calendar')
export class CalendarController extends Controller {
  /** A one-time code on a return address of this portal. */
  @Post('authorisation-url')
  @Security('jwt', ['client', 'psychologist'])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not a client or psychologist')
  @Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
  public getCalendarAuthorisationUrl(@Body() body: CalendarAuthorisationUrlRequest, @Request() req: ExpressRequest): Promise<CalendarAuthorisationUrl> {
    return calendarAuthorisationUrl(currentUser(req), body.redirectUrl);
  }

  /** Exchanges the code for the private feed address (shown once; earlier feeds stop working). */
  @Post('complete-authorisation')
  @Security('jwt', ['client', 'psychologist'])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not a client or psychologist')
  @Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
  public completeCalendarAuthorisation(@Body() body: CompleteCalendarAuthorisationRequest, @Request() req: ExpressRequest): Promise<CalendarFeed> {
    return completeCalendarAuthorisation(currentUser(req), body.code, body.redirectUrl);
  }

  /** Stops the feed: its address answers 404 from now on. */
  @Post('revoke-authorisation')
  @Security('jwt', ['client', 'psychologist'])
  @SuccessResponse(204, 'Revoked')
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not a client or psychologist')
  public async revokeCalendarAuthorisation(@Request() req: ExpressRequest): Promise<void> {
    await revokeCalendarAuthorisation(currentUser(req));
    this.setStatus(204);
  }

  /** Whether a calendar is linked (the feed address itself is only shown when it is made). */
  @Get('element-token')
  @Security('jwt', ['client', 'psychologist'])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not a client or psychologist')
  public getCalendarElementToken(@Request() req: ExpressRequest): Promise<CalendarLinkStatus> {
    return calendarLinkStatus(currentUser(req));
  }

  /** The subscription itself (no sign-in: the secret token in the address is the key). */
  @Get('feed/{token}')
  @Produces('text/calendar')
  @Response<ProblemBody>(404, 'Unknown or revoked')
  public async getCalendarFeed(@Path() token: string): Promise<Readable> {
    const text = await calendarFeed(token);
    this.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    this.setHeader('Cache-Control', 'private, max-age=300');
    return Readable.from([text]);
  }

  /** One session's calendar file from the "add to calendar (.ics)" link in a booking email or text (no sign-in: the token in the address is the key). */
  @Get('session/{token}/harbour-session.ics')
  @Produces('text/calendar')
  @Response<ProblemBody>(404, 'Unknown token')
  public async getSessionCalendarFileByLink(@Path() token: string): Promise<Readable> {
    const text = await sessionFileFor(token);
    this.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    this.setHeader('Content-Disposition', 'attachment; filename="harbour-session.ics"');
    this.setHeader('Cache-Control', 'private, no-store');
    return Readable.from([text]);
  }
}
