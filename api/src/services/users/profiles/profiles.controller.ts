import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Delete, Get, Put, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { getGpProfile, updateGpProfile } from './gp-profiles';
import { deletePatient, getPatientProfile, updatePatientProfile } from './patient-profiles';
import type { GpProfile, PatientProfile, PsychologistProfile, UpdateGpProfileRequest, UpdateProfileRequest } from './profile.types';
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

  @Put('patient')
  @Security('jwt', ['client'])
  @Response<ProblemBody>(422, 'A field is missing or not valid')
  public updatePatientProfile(@Body() body: UpdateProfileRequest, @Request() req: ExpressRequest): Promise<PatientProfile> {
    return updatePatientProfile(currentUser(req).sub, body);
  }

  /** Deletes the client's account and profile: the person leaves, and their tokens stop working. */
  @Delete('patient')
  @Security('jwt', ['client'])
  @SuccessResponse(204, 'Deleted')
  public async deletePatientProfile(@Request() req: ExpressRequest): Promise<void> {
    await deletePatient(currentUser(req).sub);
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
