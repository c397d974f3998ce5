import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { completePartialAccount, sendPartialAccountCode } from './complete-partial-account';
import { createPartialAccount } from './create-partial-account';
import { partialAccountSummary } from './partial-account-summary';
import type {
  CreatePartialAccountRequest,
  PartialAccountCompleted,
  PartialAccountCreated,
  PartialAccountSummary,
  ValidatePartialAccountRequest,
} from './partial-account.types';

/** Partial accounts (spec §7): started for someone, finished by them at /signup/{partialAccountId}. */
@Route('users')
@Tags('partial-accounts')
export class PartialAccountsController extends Controller {
  /** Starts an account for someone and emails them the link to finish it. */
  @Post('third-party/partial-accounts')
  @Security('jwt', ['administrator'])
  @SuccessResponse(201, 'Created')
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not an administrator')
  @Response<ProblemBody>(409, 'An account with this email already exists')
  @Response<ProblemBody>(422, 'A field is missing or not valid')
  public async createThirdPartyPartialAccount(@Body() body: CreatePartialAccountRequest, @Request() req: ExpressRequest): Promise<PartialAccountCreated> {
    const partialAccountId = await createPartialAccount(currentUser(req).sub, body);
    this.setStatus(201);
    return { partialAccountId };
  }

  /** Public: what the sign-up page shows (first name, masked email, partner). */
  @Get('partial-accounts/{partialAccountId}')
  @Response<ProblemBody>(404, 'No such partial account')
  public getPartialAccount(@Path() partialAccountId: string): Promise<PartialAccountSummary> {
    return partialAccountSummary(partialAccountId);
  }

  /** Emails a 6-digit code (at most once a minute). */
  @Post('partial-accounts/{partialAccountId}/verification/send')
  @SuccessResponse(204, 'Code sent')
  @Response<ProblemBody>(404, 'No such partial account')
  @Response<ProblemBody>(410, 'Already set up')
  @Response<ProblemBody>(429, 'A code was sent less than a minute ago')
  public async sendPartialAccountVerificationCode(@Path() partialAccountId: string): Promise<void> {
    await sendPartialAccountCode(partialAccountId);
    this.setStatus(204);
  }

  /** The code, a new password and the terms agreed to make it a client account. */
  @Post('partial-accounts/{partialAccountId}/verification/validate')
  @Response<ProblemBody>(404, 'No such partial account')
  @Response<ProblemBody>(409, 'An account with this email already exists')
  @Response<ProblemBody>(410, 'Already set up')
  @Response<ProblemBody>(422, 'Wrong, expired or malformed code, a weak password or the terms not agreed to')
  public validatePartialAccountVerificationCode(@Path() partialAccountId: string, @Body() body: ValidatePartialAccountRequest): Promise<PartialAccountCompleted> {
    return completePartialAccount(partialAccountId, body);
  }
}
