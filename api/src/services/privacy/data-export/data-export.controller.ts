import { Readable } from 'node:stream';
import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Path, Post, Produces, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { exportPersonData } from './data-export';
import type { DataExportRequest } from './data-export.types';

/** Administrators export a person's data (a Privacy Act access request): a fresh code, a reason, recorded. */
@Route('users/admin/accounts')
@Tags('administration')
@Security('jwt', ['administrator', 'step-up'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an administrator, or no fresh authenticator code (step-up)')
export class DataExportController extends Controller {
  /** A zip of the person's profile, sessions, payments, messages, DASS-21 results, shared case notes, referrals and files. */
  @Post('{accountId}/data-export')
  @Produces('application/zip')
  @Response<ProblemBody>(404, 'No account with this id')
  @Response<ProblemBody>(422, 'The reason is missing or too long')
  public async exportPersonData(@Path() accountId: string, @Body() body: DataExportRequest, @Request() req: ExpressRequest): Promise<Readable> {
    const { fileName, zip } = await exportPersonData(currentUser(req), accountId, body);
    this.setHeader('Content-Type', 'application/zip');
    this.setHeader('Content-Length', String(zip.length));
    this.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    this.setHeader('Cache-Control', 'private, no-store');
    return Readable.from([zip]);
  }
}
