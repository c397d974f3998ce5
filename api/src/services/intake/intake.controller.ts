import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Query, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../auth/authenticated-user';
import type { ProblemBody } from '../../http/problem';
import { getIntakeQuestions } from './get-intake-questions';
import type { PatientIntakeQuestions, SaveIntakeAnswersRequest } from './intake.types';
import { saveIntakeAnswers } from './save-intake-answers';

/** Intake questions before a first session with a psychologist (spec §7 User-management). */
@Route('users/patients/{patientId}')
@Tags('intake')
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client or psychologist')
@Response<ProblemBody>(404, 'Not your client id (or not your client)')
export class IntakeController extends Controller {
  /**
   * The questions, whether they are due (first session with this psychologist, nothing answered),
   * and the answers once given: for the client, and for that psychologist (care relationship).
   * @param psychId the psychologist the answers are for
   */
  @Get('intake-questions')
  @Security('jwt', ['client', 'psychologist'])
  public getPatientIntakeQuestions(@Path() patientId: string, @Query() psychId: string, @Request() req: ExpressRequest): Promise<PatientIntakeQuestions> {
    return getIntakeQuestions(currentUser(req), patientId, psychId);
  }

  /** The client's answers for this psychologist; a 422 names each question (`answers.<id>`) and nothing is written. */
  @Post('psychologists/{psychologistId}/intake-questions')
  @Security('jwt', ['client'])
  @Response<ProblemBody>(422, 'An answer is missing or not valid (fields names each)')
  public saveIntakeAnswers(@Path() patientId: string, @Path() psychologistId: string, @Body() body: SaveIntakeAnswersRequest, @Request() req: ExpressRequest): Promise<PatientIntakeQuestions> {
    return saveIntakeAnswers(currentUser(req), patientId, psychologistId, body);
  }
}
