import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Path, Post, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { breakGlassMessages } from './break-glass-messages';
import type { BreakGlassMessages, BreakGlassMessagesRequest } from './break-glass-messages.types';

/** Administrators' break-glass read of a client's secure messages: a fresh code, a reason, recorded, and the psychologists told. */
@Route('users/admin/patients')
@Tags('audit trail')
@Security('jwt', ['administrator', 'step-up'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an administrator, or no fresh authenticator code (step-up)')
export class BreakGlassMessagesController extends Controller {
  /** The client's (id or email) conversations with every psychologist, messages oldest first; each read is audited with the reason and each psychologist emailed. */
  @Post('{patient}/break-glass/messages')
  @Response<ProblemBody>(404, 'No client with this id or email')
  @Response<ProblemBody>(422, 'The reason is missing or too long')
  public breakGlassMessages(@Path() patient: string, @Body() body: BreakGlassMessagesRequest, @Request() req: ExpressRequest): Promise<BreakGlassMessages> {
    return breakGlassMessages(currentUser(req), patient, body);
  }
}
