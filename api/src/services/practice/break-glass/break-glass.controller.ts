import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Path, Post, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { breakGlassCaseNotes } from './break-glass';
import type { BreakGlassCaseNotes, BreakGlassRequest } from './break-glass.types';

/** Administrators' break-glass read of a client's case notes: a fresh code, a reason, recorded, and the psychologists told. */
@Route('users/admin/patients')
@Tags('audit trail')
@Security('jwt', ['administrator', 'step-up'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an administrator, or no fresh authenticator code (step-up)')
export class BreakGlassController extends Controller {
  /** The client's (id or email) saved case notes; each read is audited with the reason and each psychologist emailed. */
  @Post('{patient}/break-glass/case-notes')
  @Response<ProblemBody>(404, 'No client with this id or email')
  @Response<ProblemBody>(422, 'The reason is missing or too long')
  public breakGlassCaseNotes(@Path() patient: string, @Body() body: BreakGlassRequest, @Request() req: ExpressRequest): Promise<BreakGlassCaseNotes> {
    return breakGlassCaseNotes(currentUser(req), patient, body);
  }
}
