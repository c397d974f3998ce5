import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Path, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { activePatientReferrer, type ActivePatientReferrer } from './active-referrer';

/** Whether the client's current partner is of a type (spec §7 payments: the checkout's partner funding). */
@Route('payments/patients/{patientId}')
@Tags('client-referrers')
export class ActiveReferrerController extends Controller {
  /**
   * @param patientId the signed-in client's own user id
   * @param referrerType Partner (any partner), or a partner's funding: BulkBilled, DVA, NDIS, Partnership, WorkersComp
   */
  @Get('referrer/{referrerType}/active')
  @Security('jwt', ['client'])
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not a client')
  @Response<ProblemBody>(404, 'Not your patient id')
  @Response<ProblemBody>(422, 'Not a referrer type')
  public getActivePatientReferrer(@Path() patientId: string, @Path() referrerType: string, @Request() req: ExpressRequest): Promise<ActivePatientReferrer> {
    return activePatientReferrer(currentUser(req), patientId, referrerType);
  }
}
