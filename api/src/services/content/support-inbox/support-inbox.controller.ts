import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Query, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import type { EnquiryState } from './enquiry-state';
import { listAssignees } from './assignees';
import { assignEnquiry, listInbox, replyToEnquiry, resolveEnquiry } from './support-inbox';
import type { AssignEnquiryRequest, InboxAssignees, InboxEnquiry, InboxPage, ReplyToEnquiryRequest } from './support-inbox.types';

/** The support inbox: contact and partner enquiries, assigned, answered by email and resolved by administrators. */
@Route('support/admin/enquiries')
@Tags('administration')
@Security('jwt', ['administrator'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an administrator')
export class SupportInboxController extends Controller {
  /** Enquiries newest first, optionally only those in one state. */
  @Get()
  @Response<ProblemBody>(422, 'The state is not new, assigned or resolved')
  public listInbox(@Query() state?: EnquiryState): Promise<InboxPage> {
    return listInbox(state);
  }

  /** The administrators an enquiry can be assigned to (suspended ones left out), by email. */
  @Get('assignees')
  public listEnquiryAssignees(): Promise<InboxAssignees> {
    return listAssignees();
  }

  /** Assigns the enquiry to an administrator (the caller when none is named). Audited. */
  @Post('{enquiryId}/assign')
  @Response<ProblemBody>(404, 'No enquiry with this id')
  @Response<ProblemBody>(409, 'Already resolved, or another administrator changed it at the same moment; nothing written')
  @Response<ProblemBody>(422, 'The assignee is not an administrator, or is suspended')
  public assignEnquiry(@Path() enquiryId: string, @Body() body: AssignEnquiryRequest, @Request() req: ExpressRequest): Promise<InboxEnquiry> {
    return assignEnquiry(currentUser(req), enquiryId, body.assigneeId);
  }

  /** Emails the sender and keeps the reply with the enquiry. Audited. */
  @Post('{enquiryId}/replies')
  @Response<ProblemBody>(404, 'No enquiry with this id')
  @Response<ProblemBody>(422, 'The reply is empty or too long; nothing sent')
  public replyToEnquiry(@Path() enquiryId: string, @Body() body: ReplyToEnquiryRequest, @Request() req: ExpressRequest): Promise<InboxEnquiry> {
    return replyToEnquiry(currentUser(req), enquiryId, body.text);
  }

  /** Marks the enquiry resolved. Audited. */
  @Post('{enquiryId}/resolve')
  @Response<ProblemBody>(404, 'No enquiry with this id')
  @Response<ProblemBody>(409, 'Already resolved, or another administrator changed it at the same moment; nothing written')
  public resolveEnquiry(@Path() enquiryId: string, @Request() req: ExpressRequest): Promise<InboxEnquiry> {
    return resolveEnquiry(currentUser(req), enquiryId);
  }
}
