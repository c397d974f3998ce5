import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Path, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import type { SessionReceipt } from './receipt.types';
import { sessionReceipt } from './session-receipt';

/** A session's receipt and Medicare claim details (provider number, item, fee, rebate, paid date). */
@Route('payments/sessions/{sessionId}')
@Tags('payments')
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client or psychologist')
@Response<ProblemBody>(404, 'Not your session')
export class SessionReceiptController extends Controller {
  @Get('receipt')
  @Security('jwt', ['client', 'psychologist'])
  @Response<ProblemBody>(409, 'Not taken place or not paid yet')
  public getSessionReceipt(@Path() sessionId: string, @Request() req: ExpressRequest): Promise<SessionReceipt> {
    return sessionReceipt(currentUser(req), sessionId);
  }
}
