import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Path, Post, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { closeAccountAsAdministrator, resendSignUpCode, unlockAccount } from './account-actions';
import type { AdminCloseAccountRequest, ClosedAccount, ResendSignUpCodeRequest } from './account-actions.types';
import type { AccountOverview } from './account-lookup.types';

/** Support's actions on an account found by email: unlock a lock-out, resend a sign-up code, close it. Each audited. */
@Route('users/admin')
@Tags('administration')
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an administrator')
export class AccountActionsController extends Controller {
  /** Ends the lock-out that wrong passwords started: the next sign-in is checked at once. */
  @Post('accounts/{accountId}/unlock')
  @Security('jwt', ['administrator'])
  @Response<ProblemBody>(404, 'No account with this id')
  @Response<ProblemBody>(409, 'The account is not locked out')
  public unlockAccount(@Path() accountId: string, @Request() req: ExpressRequest): Promise<AccountOverview> {
    return unlockAccount(currentUser(req), accountId);
  }

  /** Emails a new code to the sign-up waiting at this address (as registration does, at most once a minute). */
  @Post('sign-ups/resend-code')
  @Security('jwt', ['administrator'])
  @SuccessResponse(204, 'Code sent')
  @Response<ProblemBody>(404, 'No sign-up is waiting for a code at this address')
  @Response<ProblemBody>(422, 'The email address is malformed')
  @Response<ProblemBody>(429, 'A code was sent less than a minute ago')
  public async resendSignUpCode(@Body() body: ResendSignUpCodeRequest, @Request() req: ExpressRequest): Promise<void> {
    await resendSignUpCode(currentUser(req), body.email);
    this.setStatus(204);
  }

  /** Closes a client's, psychologist's or GP's account: sign-in refused, contact details removed (a psychologist's listing too), records kept until the retention date. */
  @Post('accounts/{accountId}/close')
  @Security('jwt', ['administrator', 'step-up'])
  @Response<ProblemBody>(403, 'Not an administrator, or no fresh authenticator code (step-up)')
  @Response<ProblemBody>(404, 'No account with this id')
  @Response<ProblemBody>(409, 'Another administrator closed it just now, or a session is still to come (a psychologist: sessions to give) or a payment owed')
  @Response<ProblemBody>(422, 'The typed email does not match, or the account is an administrator’s')
  public closeAccount(@Path() accountId: string, @Body() body: AdminCloseAccountRequest, @Request() req: ExpressRequest): Promise<ClosedAccount> {
    return closeAccountAsAdministrator(currentUser(req), accountId, body);
  }
}
