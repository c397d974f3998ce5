import { Body, Controller, Post, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import type { Request as ExpressRequest } from 'express';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { stepUp } from './step-up';

export interface StepUpRequest {
  /**
   * The authenticator's 6-digit code, or a recovery code.
   * @minLength 1 Enter the code from your authenticator app.
   * @maxLength 20 Enter the code from your authenticator app.
   */
  code: string;
}

@Route('identity')
@Tags('identity')
export class StepUpController extends Controller {
  /**
   * An administrator confirms it is them again: for the next 5 minutes this signed-in session may
   * call operations that need a recent second factor (refunds, rate changes, data exports).
   */
  @Post('second-factor/step-up')
  @Security('jwt', ['administrator'])
  @SuccessResponse(204, 'Confirmed for 5 minutes')
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not an administrator, or signed in without the second factor')
  @Response<ProblemBody>(422, 'Wrong or used code')
  @Response<ProblemBody>(429, 'Too many codes tried')
  public async stepUp(@Request() req: ExpressRequest, @Body() body: StepUpRequest): Promise<void> {
    const user = currentUser(req);
    await stepUp(user.sub, user.grantId, body.code);
    this.setStatus(204);
  }
}
