import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Query, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../auth/authenticated-user';
import type { ProblemBody } from '../../http/problem';
import { sendSerialised } from '../../http/serialised-answer';
import { setBlocked } from './blocks';
import { createConversation } from './create-conversation';
import { listConversations } from './list-conversations';
import { markParticipant } from './mark-participant';
import { isSerialised, messagePage } from './message-pages';
import type {
  BlockRequest,
  Conversation,
  ConversationList,
  CreateConversationRequest,
  CreatedConversation,
  Message,
  MessagePage,
  ParticipantMarked,
  ParticipantMarkRequest,
  SendMessageRequest,
} from './messaging.types';
import { sendMessage } from './send-message';

/**
 * Secure messaging between a client and their psychologist (spec §7 messaging calls). Only the
 * two participants of a conversation can see or touch it: anyone else gets 404.
 */
@Route('messaging/conversations')
@Tags('messaging')
@Security('jwt', ['client', 'psychologist', 'approved'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client or approved psychologist, or not allowed to do this here (the detail says why)')
@Response<ProblemBody>(422, 'A field is missing or not valid (fields names each)')
export class ConversationsController extends Controller {
  /** Opens the conversation with a psychologist (for a client) or client (for a psychologist); answers the existing one if the pair has one. */
  @Post()
  @SuccessResponse(201, 'Created')
  @Response<CreatedConversation>(200, 'The pair already had a conversation: its id')
  @Response<ProblemBody>(404, 'No such counterpart')
  public async createConversation(@Body() body: CreateConversationRequest, @Request() req: ExpressRequest): Promise<CreatedConversation> {
    const result = await createConversation(currentUser(req), body);
    this.setStatus(result.created ? 201 : 200);
    return result;
  }

  /** @param userId the signed-in user's own id */
  @Get('users/{userId}/conversations')
  @Response<ProblemBody>(404, 'Not your own list')
  public listConversations(@Path() userId: string, @Request() req: ExpressRequest): Promise<ConversationList> {
    return listConversations(currentUser(req), userId);
  }

  /**
   * One page of messages, oldest first within the page; the newest page without `page`.
   * @param page 0 is the oldest page
   * @isInt page
   * @minimum page 0
   */
  @Get('{conversationId}/messages')
  @Response<ProblemBody>(404, 'No such conversation (or not yours)')
  public async getConversationMessages(@Path() conversationId: string, @Request() req: ExpressRequest, @Query() page?: number): Promise<MessagePage> {
    const answer = await messagePage(currentUser(req), conversationId, page);
    if (!isSerialised(answer)) return answer;
    sendSerialised(req, answer);
    return undefined as unknown as MessagePage;
  }

  /** Sends a text message (at most 4000 characters; stored and shown as text). */
  @Post('{conversationId}/messages')
  @SuccessResponse(201, 'Sent')
  @Response<Message>(200, 'Already stored under this clientMessageId: the stored message')
  @Response<ProblemBody>(404, 'No such conversation (or not yours)')
  @Response<ProblemBody>(503, 'The conversation is too busy right now')
  @Response<ProblemBody>(429, 'Sending too quickly')
  public async sendConversationMessage(@Path() conversationId: string, @Body() body: SendMessageRequest, @Request() req: ExpressRequest): Promise<Message> {
    const { message, created } = await sendMessage(currentUser(req), conversationId, body);
    this.setStatus(created ? 201 : 200);
    return message;
  }

  /** Marks the conversation read up to a message (default the newest). */
  @Post('{conversationId}/read')
  @Response<ProblemBody>(404, 'No such conversation (or not yours)')
  public markConversationRead(@Path() conversationId: string, @Body() body: ParticipantMarkRequest, @Request() req: ExpressRequest): Promise<ParticipantMarked> {
    return markParticipant(currentUser(req), conversationId, 'read', body);
  }

  /** Records that the newest message's notification was shown to the caller. */
  @Post('{conversationId}/notifications/displayed')
  @Response<ProblemBody>(404, 'No such conversation (or not yours)')
  public markConversationNotificationsDisplayed(@Path() conversationId: string, @Body() body: ParticipantMarkRequest, @Request() req: ExpressRequest): Promise<ParticipantMarked> {
    return markParticipant(currentUser(req), conversationId, 'displayed', body);
  }

  /** The psychologist blocks the client: they can still read, but not send. */
  @Post('{conversationId}/block')
  @Response<ProblemBody>(404, 'No such conversation (or not yours)')
  public blockConversationClient(@Path() conversationId: string, @Body() body: BlockRequest, @Request() req: ExpressRequest): Promise<Conversation> {
    return setBlocked(currentUser(req), conversationId, true, body);
  }

  @Post('{conversationId}/unblock')
  @Response<ProblemBody>(404, 'No such conversation (or not yours)')
  public unblockConversationClient(@Path() conversationId: string, @Body() body: BlockRequest, @Request() req: ExpressRequest): Promise<Conversation> {
    return setBlocked(currentUser(req), conversationId, false, body);
  }
}
