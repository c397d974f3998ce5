import { Body, Controller, Get, Post, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import type { Request as ExpressRequest } from 'express';
import { currentUser } from '../../auth/authenticated-user';
import { configuration } from '../../configuration';
import type { ProblemBody } from '../../http/problem';
import { changePassword, requestPasswordReset, resetPassword } from './passwords/password-service';
import { HARBOUR_WEB_CLIENT_ID, HARBOUR_WEB_SCOPE } from './provider/client';

/** What the shell needs to set up oidc-client-ts (spec §9 sign-in defaults come with it). */
export interface IdentityClientSettings {
  authority: string;
  clientId: string;
  scope: string;
  accessTokenExpiringNotificationTimeInSeconds: number;
  /** Keep-alive interval; null disables keep-alive (spec §9). */
  silentRenewIntervalSeconds: number | null;
}

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}

export interface ForgotPasswordRequest {
  /** @pattern ^\S+@\S+\.\S+$ Enter a valid email address. */
  email: string;
}

export interface ResetPasswordRequest {
  email: string;
  /** @pattern ^\s*\d{6}\s*$ Enter the 6-digit code from the email. */
  code: string;
  newPassword: string;
}

/** The identity authority's API calls (spec §7); the OpenID Connect endpoints are at /identity. */
@Route('identity')
@Tags('identity')
export class IdentityController extends Controller {
  @Get('client-settings')
  public getIdentityClientSettings(): IdentityClientSettings {
    const config = configuration();
    return {
      authority: config.issuer,
      clientId: HARBOUR_WEB_CLIENT_ID,
      scope: HARBOUR_WEB_SCOPE,
      accessTokenExpiringNotificationTimeInSeconds: config.accessTokenExpiringNoticeSeconds,
      silentRenewIntervalSeconds: config.silentRenewIntervalSeconds,
    };
  }

  /** Changes the signed-in user's password and signs them out of every other session. */
  @Post('auth/change-password')
  @Security('jwt')
  @SuccessResponse(204, 'Password changed')
  @Response<ProblemBody>(400, 'Current password incorrect')
  @Response<ProblemBody>(422, 'New password too weak')
  public async changePassword(@Request() req: ExpressRequest, @Body() body: ChangePasswordRequest): Promise<void> {
    await changePassword(currentUser(req).sub, body.oldPassword, body.newPassword);
    this.setStatus(204);
  }

  /** Emails a reset code if the address has an account; answers 202 either way. */
  @Post('auth/forgot-password')
  @SuccessResponse(202, 'If the account exists, a code was sent')
  @Response<ProblemBody>(429, 'Asked again too soon')
  public async requestPasswordReset(@Body() body: ForgotPasswordRequest): Promise<void> {
    await requestPasswordReset(body.email);
    this.setStatus(202);
  }

  @Post('auth/reset-password')
  @SuccessResponse(204, 'Password reset')
  @Response<ProblemBody>(400, 'Code incorrect or expired')
  @Response<ProblemBody>(422, 'New password too weak')
  public async resetPassword(@Body() body: ResetPasswordRequest): Promise<void> {
    await resetPassword(body.email, body.code, body.newPassword);
    this.setStatus(204);
  }
}
