import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Path, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { patientTimezone, type PatientTimezone } from './patient-timezone';

/** A client's time zone (spec §7 user-management), for showing times as the client sees them. */
@Route('users/patients')
@Tags('profiles')
export class PatientTimezoneController extends Controller {
  /** The client's own, or a patient's for the psychologist who treats them. */
  @Get('{id}/timezone')
  @Security('jwt', ['client', 'psychologist'])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not a client or psychologist')
  @Response<ProblemBody>(404, 'Not your own id, nor a patient of yours')
  public getPatientTimezone(@Path() id: string, @Request() req: ExpressRequest): Promise<PatientTimezone> {
    return patientTimezone(currentUser(req), id);
  }
}
