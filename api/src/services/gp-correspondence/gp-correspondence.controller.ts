import type { Request as ExpressRequest } from 'express';
import { Controller, Path, Put, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../auth/authenticated-user';
import type { ProblemBody } from '../../http/problem';
import { markLetterRead, type GpLetterRead } from './mark-letter-read';

/** The GP's side of correspondence with psychologists (spec §2 /gp/account/correspondence). */
@Route('practice/gp/correspondence')
@Tags('practice')
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not allowed for this kind of account')
export class GpCorrespondenceController extends Controller {
  /** Marks a letter addressed to the signed-in GP as read; the first read time is kept. */
  @Put('{letterId}/read')
  @Security('jwt', ['gp', 'approved'])
  @Response<ProblemBody>(404, 'Not your letter')
  public markGpLetterRead(@Path() letterId: string, @Request() req: ExpressRequest): Promise<GpLetterRead> {
    return markLetterRead(currentUser(req), letterId);
  }
}
