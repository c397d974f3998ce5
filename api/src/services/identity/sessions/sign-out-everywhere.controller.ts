import { Controller, Post, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import type { Request as ExpressRequest } from 'express';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { signOutEverywhere } from './sign-out-everywhere';

@Route('identity')
@Tags('identity')
export class SignOutEverywhereController extends Controller {
  /** Signs the signed-in user out of every device: older access tokens and all refresh tokens stop working. */
  @Post('sign-out-everywhere')
  @Security('jwt')
  @SuccessResponse(204, 'Signed out everywhere')
  @Response<ProblemBody>(401, 'Not signed in')
  public async signOutEverywhere(@Request() req: ExpressRequest): Promise<void> {
    await signOutEverywhere(currentUser(req).sub);
    this.setStatus(204);
  }
}
