import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { addClientReferrer, getPatientReferrer, listClientReferrers } from './client-referrers';
import type { AddClientReferrerRequest, ClientReferrer, ClientReferrerList, PatientReferrer } from './client-referrer.types';

/** A client's partner links (spec §6: signed-in clients get referrer details from here). */
@Route('users/patients/{patientId}')
@Tags('client-referrers')
@Security('jwt', ['client'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client')
@Response<ProblemBody>(404, 'Not your patient id')
export class ClientReferrersController extends Controller {
  /** Newest first, expired ones included. @param patientId the signed-in client's own user id */
  @Get('client-referrers')
  public async listClientReferrers(@Path() patientId: string, @Request() req: ExpressRequest): Promise<ClientReferrerList> {
    return { clientReferrers: await listClientReferrers(currentUser(req), patientId) };
  }

  /** Links the client to a partner (GUID or partner code). */
  @Post('client-referrers')
  @SuccessResponse(201, 'Recorded')
  @Response<ProblemBody>(422, 'Unknown referrer')
  public async addClientReferrer(@Path() patientId: string, @Body() body: AddClientReferrerRequest, @Request() req: ExpressRequest): Promise<ClientReferrer> {
    const created = await addClientReferrer(currentUser(req), patientId, body.referrerId);
    this.setStatus(201);
    return created;
  }

  /** The current partner: the newest link that has not expired. 204 when there is none. */
  @Get('referrer')
  @SuccessResponse(200, 'The current partner')
  @Response(204, 'No current partner')
  public async getPatientReferrer(@Path() patientId: string, @Request() req: ExpressRequest): Promise<PatientReferrer | undefined> {
    const referrer = await getPatientReferrer(currentUser(req), patientId);
    if (!referrer) this.setStatus(204);
    return referrer;
  }
}
