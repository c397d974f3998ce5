import { Controller, Get, Path, Post, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { ProblemBody } from '../../../http/problem';
import type { PractitionerSummary, PractitionersAwaitingApproval } from './administration.types';
import { approvePractitioner, listPractitionersAwaitingApproval } from './practitioner-approval';

/** Administrators approve psychologists and GPs (spec §4 approval gate). */
@Route('users/admin')
@Tags('administration')
@Security('jwt', ['administrator'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an administrator')
export class AdministrationController extends Controller {
  /** Psychologists and GPs not yet approved, oldest first. */
  @Get('practitioners')
  public async listPractitionersAwaitingApproval(): Promise<PractitionersAwaitingApproval> {
    return { practitioners: await listPractitionersAwaitingApproval() };
  }

  /** Approves the practitioner (idempotent) and emails them. */
  @Post('practitioners/{userId}/approve')
  @Response<ProblemBody>(404, 'No psychologist or GP with this id')
  public approvePractitioner(@Path() userId: string): Promise<PractitionerSummary> {
    return approvePractitioner(userId);
  }
}
