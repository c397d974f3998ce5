import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Delete, Get, Post, Put, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { getGpProfile, updateGpProfile } from './gp-profiles';
import { closePatientAccount } from './account-closure';
import { getPatientPreferences, getPatientProfile, updatePatientPreferences, updatePatientProfile } from './patient-profiles';
import type {
  AccountClosure,
  CloseAccountRequest,
  GpProfile,
  PatientPreferences,
  PatientProfile,
  PsychologistProfile,
  UpdateGpProfileRequest,
  UpdatePatientPreferencesRequest,
  UpdatePatientProfileRequest,
  UpdateProfileRequest,
} from './profile.types';
import { getPsychologistProfile, updatePsychologistProfile } from './psychologist-profiles';

/**
 * The signed-in user's own profile, one endpoint per user type (spec §6: after sign-in the
 * profile is fetched from the endpoint for the user's type; a 401 there means signed out).
 * Practitioners need not be approved to read theirs: it is where they see isApproved.
 */
@Route('users/profile')
@Tags('profiles')
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Another user type')
@Response<ProblemBody>(404, 'No profile for this account')
export class ProfilesController extends Controller {
  @Get('patient')
  @Security('jwt', ['client'])
  public getPatientProfile(@Request() req: ExpressRequest): Promise<PatientProfile> {
    return getPatientProfile(currentUser(req).sub);
  }

  /** Replaces the client's details: personal details, date of birth, next of kin, ATSIS, language, time zone (422 names each failing field; nothing written). */
  @Put('patient')
  @Security('jwt', ['client'])
  @Response<ProblemBody>(422, 'A field is missing or not valid')
  public updatePatientProfile(@Body() body: UpdatePatientProfileRequest, @Request() req: ExpressRequest): Promise<PatientProfile> {
    return updatePatientProfile(currentUser(req).sub, body);
  }

  /** The client's settings: time zone and which emails they want. */
  @Get('patient/preferences')
  @Security('jwt', ['client'])
  public getPatientPreferences(@Request() req: ExpressRequest): Promise<PatientPreferences> {
    return getPatientPreferences(currentUser(req).sub);
  }

  @Put('patient/preferences')
  @Security('jwt', ['client'])
  @Response<ProblemBody>(422, 'A field is missing or not valid')
  public updatePatientPreferences(@Body() body: UpdatePatientPreferencesRequest, @Request() req: ExpressRequest): Promise<PatientPreferences> {
    return updatePatientPreferences(currentUser(req).sub, body);
  }

  /**
   * Closes the client's account (the spec's DELETE /profile/patient, with a confirmation body, so
   * POST). Clinical records are kept as the law requires (7 years after the last session, or
   * until 25 for a child); sign-in and contact details are removed at once.
   */
  @Post('patient/close')
  @Security('jwt', ['client'])
  @Response<ProblemBody>(409, 'A session is still to come, or a payment is owed')
  @Response<ProblemBody>(422, 'The email typed does not match')
  public closePatientAccount(@Body() body: CloseAccountRequest, @Request() req: ExpressRequest): Promise<AccountClosure> {
    return closePatientAccount(currentUser(req).sub, body);
  }

  /** Kept for the spec's call: closes the account like POST patient/close, confirmed by the token alone. */
  @Delete('patient')
  @Security('jwt', ['client'])
  @SuccessResponse(204, 'Closed')
  @Response<ProblemBody>(409, 'A session is still to come, or a payment is owed')
  public async deletePatientProfile(@Request() req: ExpressRequest): Promise<void> {
    const user = currentUser(req);
    const { email } = await getPatientProfile(user.sub);
    await closePatientAccount(user.sub, { confirmEmail: email });
    this.setStatus(204);
  }

  @Get('psychologist')
  @Security('jwt', ['psychologist'])
  public getPsychologistProfile(@Request() req: ExpressRequest): Promise<PsychologistProfile> {
    return getPsychologistProfile(currentUser(req).sub);
  }

  @Put('psychologist')
  @Security('jwt', ['psychologist'])
  @Response<ProblemBody>(422, 'A field is missing or not valid')
  public updatePsychologistProfile(@Body() body: UpdateProfileRequest, @Request() req: ExpressRequest): Promise<PsychologistProfile> {
    return updatePsychologistProfile(currentUser(req).sub, body);
  }

  @Get('gp')
  @Security('jwt', ['gp'])
  public getGpProfile(@Request() req: ExpressRequest): Promise<GpProfile> {
    return getGpProfile(currentUser(req).sub);
  }

  @Put('gp')
  @Security('jwt', ['gp'])
  @Response<ProblemBody>(422, 'A field is missing or not valid')
  public updateGpProfile(@Body() body: UpdateGpProfileRequest, @Request() req: ExpressRequest): Promise<GpProfile> {
    return updateGpProfile(currentUser(req).sub, body);
  }
}
