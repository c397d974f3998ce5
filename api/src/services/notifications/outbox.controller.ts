import { Controller, Get, Query, Response, Route, Tags } from '@tsoa/runtime';
import type { ProblemBody } from '../../http/problem';
import { listOutboxMessages, type OutboxMessage } from './outbox';

export interface OutboxMessageList {
  messages: OutboxMessage[];
}

/** The development outbox (ARCHITECTURE §6): emails kept instead of sent while SMTP_URL is unset. */
@Route('notifications')
@Tags('notifications')
export class OutboxController extends Controller {
  /**
   * Emails the API has sent, newest first (at most 200). Answers 404 when a mail server is configured.
   * @param to only messages to this address
   */
  @Get('outbox')
  @Response<ProblemBody>(404, 'A mail server is configured: there is no outbox to read')
  public async listOutboxMessages(@Query() to?: string): Promise<OutboxMessageList> {
    return { messages: await listOutboxMessages(to) };
  }
}
