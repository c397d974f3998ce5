import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Put, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { getPsychologistPreferences, updatePsychologistPreferences } from './psychologist-preferences';
import type { PsychologistPreferences, UpdatePsychologistPreferencesRequest } from './psychologist-settings.types';

/**
 * The psychologist's settings page: which emails they want. (Time zone, new clients and the
 * late-cancellation window and fee live on their availability rules; messaging on/off on
 * /messaging/messaging/availability.) Approval is not needed: it is their own account.
 */
@Route('users/profile/psychologist/preferences')
@Tags('profiles')
@Security('jwt', ['psychologist'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a psychologist')
export class PsychologistPreferencesController extends Controller {
  @Get()
  public getPsychologistPreferences(@Request() req: ExpressRequest): Promise<PsychologistPreferences> {
    return getPsychologistPreferences(currentUser(req).sub);
  }

  /** Replaces the email choices; a missing or non-boolean choice is a 422 naming it, nothing written. */
  @Put()
  @Response<ProblemBody>(422, 'A choice is missing or not true/false')
  public updatePsychologistPreferences(@Body() body: UpdatePsychologistPreferencesRequest, @Request() req: ExpressRequest): Promise<PsychologistPreferences> {
    return updatePsychologistPreferences(currentUser(req).sub, body);
  }
}
