import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Path, Post, Put, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { markLetterRead, type GpLetterRead } from './mark-letter-read';
import { replyToLetter, type GpLetterReply, type GpLetterReplyRequest } from './reply-to-letter';

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

  /** Replies to a letter addressed to the signed-in GP: stored and emailed to the psychologist who wrote it. */
  @Post('{letterId}/reply')
  @Security('jwt', ['gp', 'approved'])
  @SuccessResponse(201, 'Sent')
  @Response<ProblemBody>(404, 'Not your letter')
  @Response<ProblemBody>(422, 'The message is missing or too long')
  public async replyToGpLetter(@Path() letterId: string, @Body() body: GpLetterReplyRequest, @Request() req: ExpressRequest): Promise<GpLetterReply> {
    const reply = await replyToLetter(currentUser(req), letterId, body);
    this.setStatus(201);
    return reply;
  }
}
