import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Query, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { lookUpAccount } from './account-lookup';
import type { AccountOverview } from './account-lookup.types';

/** Administrators find a person's account by email (support, Privacy Act requests); each lookup is audited. */
@Route('users/admin/accounts')
@Tags('administration')
@Security('jwt', ['administrator'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an administrator')
export class AccountLookupController extends Controller {
  /** The account with this email: its metadata, never clinical content. */
  @Get()
  @Response<ProblemBody>(404, 'No account has this email address')
  @Response<ProblemBody>(422, 'The email address is missing or malformed')
  public lookUpAccount(@Request() req: ExpressRequest, @Query() email?: string): Promise<AccountOverview> {
    return lookUpAccount(currentUser(req), email);
  }
}
