import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Path, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { patientPsychologists } from './patient-psychologists';
import type { PatientPsychologists } from './patient-psychologists.types';

/** The psychologists a client has sessions with (spec §7 payments). */
@Route('payments/patients')
@Tags('booking')
export class PatientPsychologistsController extends Controller {
  /** @param patientId the signed-in client's own user id */
  @Get('{patientId}/psychologists')
  @Security('jwt', ['client'])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not a client')
  @Response<ProblemBody>(404, 'Not your patient id')
  public getPatientPsychologists(@Path() patientId: string, @Request() req: ExpressRequest): Promise<PatientPsychologists> {
    return patientPsychologists(currentUser(req), patientId);
  }
}
