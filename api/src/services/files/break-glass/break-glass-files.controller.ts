import type { Readable } from 'node:stream';
import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Path, Post, Produces, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { sendFile } from '../file-response';
import { breakGlassFile, breakGlassFiles } from './break-glass-files';
import type { BreakGlassFiles, BreakGlassFilesRequest } from './break-glass-files.types';

/** Administrators' break-glass read of a client's files: a fresh code, a reason, recorded, and the practitioners concerned told. */
@Route('users/admin/patients')
@Tags('audit trail')
@Security('jwt', ['administrator', 'step-up'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an administrator, or no fresh authenticator code (step-up)')
export class BreakGlassFilesController extends Controller {
  /** The client's (id or email) files, newest first: what each is, who uploaded it, who can read it; never the bytes. The list is audited with the reason and the practitioners concerned emailed. */
  @Post('{patient}/break-glass/files')
  @Response<ProblemBody>(404, 'No client with this id or email')
  @Response<ProblemBody>(422, 'The reason is missing or too long')
  public breakGlassFiles(@Path() patient: string, @Body() body: BreakGlassFilesRequest, @Request() req: ExpressRequest): Promise<BreakGlassFiles> {
    return breakGlassFiles(currentUser(req), patient, body);
  }

  /** One of the client's files, as an attachment under its sniffed type; the opening is audited with the reason and the practitioners who can read it emailed. */
  @Post('{patient}/break-glass/files/{fileId}')
  @Produces('application/pdf')
  @Produces('image/jpeg')
  @Produces('image/png')
  @Response<ProblemBody>(404, 'No client with this id or email, or no such file of theirs')
  @Response<ProblemBody>(422, 'The reason is missing or too long')
  public async breakGlassFile(@Path() patient: string, @Path() fileId: string, @Body() body: BreakGlassFilesRequest, @Request() req: ExpressRequest): Promise<Readable> {
    return sendFile(this, await breakGlassFile(currentUser(req), patient, fileId, body));
  }
}
