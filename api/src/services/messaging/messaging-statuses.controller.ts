import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Path, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../auth/authenticated-user';
import type { ProblemBody } from '../../http/problem';
import { locateMessage } from './message-pages';
import type { MessageLocation, MessagingStatuses } from './messaging.types';
import { messagingStatuses } from './statuses';

@Route('messaging')
@Tags('messaging')
@Response<ProblemBody>(401, 'Not signed in')
export class MessagingStatusesController extends Controller {
  /** Whether the signed-in user sees messaging (spec §6), and with whom; any user type may ask. */
  @Get('conversations/messaging-statuses')
  @Security('jwt', [])
  public getMessagingStatuses(@Request() req: ExpressRequest): Promise<MessagingStatuses> {
    return messagingStatuses(currentUser(req));
  }

  /** Where a message is (its conversation and page), for opening `?message={messageId}`. */
  @Get('messages/{messageId}')
  @Security('jwt', ['client', 'psychologist', 'approved'])
  @Response<ProblemBody>(403, 'Not a client or approved psychologist')
  @Response<ProblemBody>(404, 'No such message (or not yours)')
  public locateConversationMessage(@Path() messageId: string, @Request() req: ExpressRequest): Promise<MessageLocation> {
    return locateMessage(currentUser(req), messageId);
  }
}
