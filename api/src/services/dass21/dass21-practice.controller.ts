import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Path, Post, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../auth/authenticated-user';
import type { ProblemBody } from '../../http/problem';
import type { Dass21FlagAcknowledgement, Dass21FlagList, Dass21PatientResults } from './dass21.types';
import { acknowledgeFlag, patientResults, unacknowledgedFlags } from './practice-results';

/**
 * The psychologist's side of the DASS-21 safety flag: their patients' results and the
 * flags waiting for them. Only with a care relationship (any session together); every read is audited.
 */
@Route('sessions/dass21')
@Tags('dass21')
@Security('jwt', ['psychologist', 'approved'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an approved psychologist')
export class Dass21PracticeController extends Controller {
  /** A patient's check-ins with their flags (and when you acknowledged each). */
  @Get('patients/{patientId}/scores')
  @Response<ProblemBody>(404, 'No such patient in your care')
  public getDass21PatientScores(@Path() patientId: string, @Request() req: ExpressRequest): Promise<Dass21PatientResults> {
    return patientResults(currentUser(req), patientId);
  }

  /** Your patients' flagged check-ins that you have not acknowledged yet, newest first. */
  @Get('flags')
  public getDass21Flags(@Request() req: ExpressRequest): Promise<Dass21FlagList> {
    return unacknowledgedFlags(currentUser(req));
  }

  /** Marks a flagged check-in as seen by you (idempotent). */
  @Post('flags/{resultId}/acknowledge')
  @Response<ProblemBody>(404, 'No such result in your care')
  @Response<ProblemBody>(409, 'The result is not flagged')
  public acknowledgeDass21Flag(@Path() resultId: string, @Request() req: ExpressRequest): Promise<Dass21FlagAcknowledgement> {
    return acknowledgeFlag(currentUser(req), resultId);
  }
}
