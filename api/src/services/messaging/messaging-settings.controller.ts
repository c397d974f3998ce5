import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Post, Put, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../auth/authenticated-user';
import type { ProblemBody } from '../../http/problem';
import { setMessagingAvailability } from './availability';
import type { MessagingAvailability, MessagingAvailabilityRequest, TermsAccepted } from './messaging.types';
import { acceptMessagingTerms } from './terms';

@Route('messaging/messaging')
@Tags('messaging')
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
export class MessagingSettingsController extends Controller {
  /** A psychologist switches their messaging on or off. */
  @Post('availability')
  @Security('jwt', ['psychologist', 'approved'])
  @Response<ProblemBody>(403, 'Not an approved psychologist')
  public setMessagingAvailability(@Body() body: MessagingAvailabilityRequest, @Request() req: ExpressRequest): Promise<MessagingAvailability> {
    return setMessagingAvailability(currentUser(req), body.messagingEnabled);
  }

  /** The same as POST (spec §7 lists both). */
  @Put('availability')
  @Security('jwt', ['psychologist', 'approved'])
  @Response<ProblemBody>(403, 'Not an approved psychologist')
  public updateMessagingAvailability(@Body() body: MessagingAvailabilityRequest, @Request() req: ExpressRequest): Promise<MessagingAvailability> {
    return setMessagingAvailability(currentUser(req), body.messagingEnabled);
  }

  /** A client accepts the messaging terms (response times, not for emergencies, crisis lines) before their first message. */
  @Post('terms/accept')
  @Security('jwt', ['client'])
  @Response<ProblemBody>(403, 'Not a client')
  public acceptMessagingTerms(@Request() req: ExpressRequest): Promise<TermsAccepted> {
    return acceptMessagingTerms(currentUser(req));
  }
}
