import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Path, Post, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../auth/authenticated-user';
import type { ProblemBody } from '../../http/problem';
import type { Dass21CheckinRequest, Dass21SavedResult } from './dass21.types';
import { submitDass21ForSession } from './submit-for-session';

/** POST /sessions/{id}/submit-dass21 (spec §7 Sessions), beside the booking record at /api/sessions/sessions/{id}. */
@Route('sessions/sessions')
@Tags('dass21')
export class SubmitDass21Controller extends Controller {
  /** The session's client answers the DASS-21 before the session (once per session). */
  @Post('{id}/submit-dass21')
  @Security('jwt', ['client'])
  @SuccessResponse(201, 'Saved and scored')
  @Response<ProblemBody>(401, 'Not signed in')
  @Response<ProblemBody>(403, 'Not this session’s client')
  @Response<ProblemBody>(404, 'No such session')
  @Response<ProblemBody>(409, 'The session has started or was cancelled, or its check-in is already answered')
  @Response<ProblemBody>(422, 'An answer is missing or not 0–3 (the field names it)')
  public async submitSessionDass21(@Path() id: string, @Body() body: Dass21CheckinRequest, @Request() req: ExpressRequest): Promise<Dass21SavedResult> {
    const saved = await submitDass21ForSession(currentUser(req), id, body.answers);
    this.setStatus(201);
    return saved;
  }
}
