import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Query, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import type { ApprovedPractitionersPage, PractitionerDecisionRequest, PractitionerSummary, PractitionersAwaitingApproval } from './administration.types';
import { approvedPractitioners } from './approved-practitioners';
import { approvePractitioner, listPractitionersAwaitingApproval } from './practitioner-approval';
import { declinePractitioner } from './practitioner-decline';
import { reinstatePractitioner, suspendPractitioner } from './practitioner-suspension';

/** Administrators approve, decline, suspend and reinstate psychologists and GPs (spec §4 approval gate). */
@Route('users/admin')
@Tags('administration')
@Security('jwt', ['administrator'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an administrator')
export class AdministrationController extends Controller {
  /** Psychologists and GPs awaiting a decision, oldest first. */
  @Get('practitioners')
  public async listPractitionersAwaitingApproval(): Promise<PractitionersAwaitingApproval> {
    return { practitioners: await listPractitionersAwaitingApproval() };
  }

  /** Approved and suspended psychologists and GPs, searched by name or email, 20 a page. */
  @Get('practitioners/approved')
  @Response<ProblemBody>(422, 'The page is not a whole number from 1')
  public listApprovedPractitioners(@Query() search?: string, @Query() page?: number): Promise<ApprovedPractitionersPage> {
    return approvedPractitioners({ search, page });
  }

  /** Approves the practitioner (idempotent) and emails them. */
  @Post('practitioners/{userId}/approve')
  @Response<ProblemBody>(404, 'No psychologist or GP with this id')
  @Response<ProblemBody>(409, 'Declined or suspended: the decision stands')
  public approvePractitioner(@Path() userId: string, @Request() req: ExpressRequest): Promise<PractitionerSummary> {
    return approvePractitioner(currentUser(req), userId);
  }

  /** Declines a pending practitioner with a reason, emailed to them; they cannot sign in. */
  @Post('practitioners/{userId}/decline')
  @Response<ProblemBody>(404, 'No psychologist or GP with this id')
  @Response<ProblemBody>(409, 'Already approved or declined')
  @Response<ProblemBody>(422, 'The reason is missing or too long')
  public declinePractitioner(@Path() userId: string, @Body() body: PractitionerDecisionRequest, @Request() req: ExpressRequest): Promise<PractitionerSummary> {
    return declinePractitioner(currentUser(req), userId, body);
  }

  /** Suspends an approved practitioner with a reason, emailed to them: no sign-in, not listed. */
  @Post('practitioners/{userId}/suspend')
  @Response<ProblemBody>(404, 'No psychologist or GP with this id')
  @Response<ProblemBody>(409, 'Not approved, or already suspended')
  @Response<ProblemBody>(422, 'The reason is missing or too long')
  public suspendPractitioner(@Path() userId: string, @Body() body: PractitionerDecisionRequest, @Request() req: ExpressRequest): Promise<PractitionerSummary> {
    return suspendPractitioner(currentUser(req), userId, body);
  }

  /** Reinstates a suspended practitioner with a reason, emailed to them. */
  @Post('practitioners/{userId}/reinstate')
  @Response<ProblemBody>(404, 'No psychologist or GP with this id')
  @Response<ProblemBody>(409, 'Not suspended')
  @Response<ProblemBody>(422, 'The reason is missing or too long')
  public reinstatePractitioner(@Path() userId: string, @Body() body: PractitionerDecisionRequest, @Request() req: ExpressRequest): Promise<PractitionerSummary> {
    return reinstatePractitioner(currentUser(req), userId, body);
  }
}
