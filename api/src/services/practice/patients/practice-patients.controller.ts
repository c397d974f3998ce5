import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Put, Query, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import type { FlaggedDass21Results, PracticePatientProfile, PracticePatients, TreatmentStatusUpdate } from './patients.types';
import { flaggedDass21, listPracticePatients, practicePatientProfile, setTreatmentStatus } from './practice-patients';

/** The psychologist's patients (spec §7 user-management): only those with a care relationship. */
@Route('users')
@Tags('practice patients')
@Security('jwt', ['psychologist'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a psychologist')
export class PracticePatientsController extends Controller {
  /** The psychologist's patients with treatment status and next session; `q` searches names. */
  @Get('psychologists/patients')
  public async listPracticePatients(@Request() req: ExpressRequest, @Query() q?: string): Promise<PracticePatients> {
    return { patients: await listPracticePatients(currentUser(req), q) };
  }

  @Get('psychologist/patients/{id}/profile')
  @Response<ProblemBody>(404, 'Not a patient of this psychologist')
  public getPracticePatientProfile(@Path() id: string, @Request() req: ExpressRequest): Promise<PracticePatientProfile> {
    return practicePatientProfile(currentUser(req), id);
  }

  @Put('patient/{id}/treatment-status')
  @SuccessResponse(204, 'Changed')
  @Response<ProblemBody>(404, 'Not a patient of this psychologist')
  @Response<ProblemBody>(422, 'Not a treatment status')
  public async updatePatientTreatmentStatus(@Path() id: string, @Body() body: TreatmentStatusUpdate, @Request() req: ExpressRequest): Promise<void> {
    await setTreatmentStatus(currentUser(req), id, body.treatmentStatusId);
    this.setStatus(204);
  }

  /** Flagged DASS-21 results of the psychologist's patients in the last 30 days. */
  @Get('psychologist/dass21-flags')
  public async listFlaggedDass21Results(@Request() req: ExpressRequest): Promise<FlaggedDass21Results> {
    return { results: await flaggedDass21(currentUser(req)) };
  }
}
