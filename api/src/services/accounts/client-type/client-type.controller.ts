import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Path, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import type { PatientClientType } from './client-type.types';
import { patientClientType } from './patient-client-type';

/** A client's type, Individual, Teenager or Couples (spec §7 payments: the checkout's default therapy type). */
@Route('payments/patients')
@Tags('client type')
@Response<ProblemBody>(401, 'Not signed in')
export class ClientTypeController extends Controller {
  /** The signed-in client's own. */
  @Get('client-type')
  @Security('jwt', ['client'])
  @Response<ProblemBody>(403, 'Not a client')
  public getOwnClientType(@Request() req: ExpressRequest): Promise<PatientClientType> {
    const user = currentUser(req);
    return patientClientType(user, user.sub);
  }

  /** The client's own, or a patient's for the psychologist who treats them. */
  @Get('{id}/client-type')
  @Security('jwt', ['client', 'psychologist'])
  @Response<ProblemBody>(403, 'Not a client or psychologist')
  @Response<ProblemBody>(404, 'Not your own id, nor a patient of yours')
  public getPatientClientType(@Path() id: string, @Request() req: ExpressRequest): Promise<PatientClientType> {
    return patientClientType(currentUser(req), id);
  }
}
