import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Put, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { getSmsSettings, updateSmsSettings } from './sms-settings';
import type { SmsSettings, UpdateSmsSettingsRequest } from './sms-consent.types';

/**
 * The client's consent to text messages about their sessions (confirmations, changes, reminders).
 * Only the client themself, always their own (the token's account): nobody else may read or change it.
 */
@Route('users/profile/patient/sms')
@Tags('profiles')
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client')
export class SmsConsentController extends Controller {
  /** Whether texts are on, to which mobile, and since when. */
  @Get()
  @Security('jwt', ['client'])
  public getSmsSettings(@Request() req: ExpressRequest): Promise<SmsSettings> {
    return getSmsSettings(currentUser(req).sub);
  }

  /** Turns texts on (consent, recorded with when) or off (opt-out, recorded with when). */
  @Put()
  @Security('jwt', ['client'])
  @Response<ProblemBody>(422, 'Not an Australian mobile, or the choice is missing (fields names it)')
  @Response<ProblemBody>(503, 'Text messages are not available here')
  public updateSmsSettings(@Body() body: UpdateSmsSettingsRequest, @Request() req: ExpressRequest): Promise<SmsSettings> {
    return updateSmsSettings(currentUser(req).sub, body);
  }
}
