import type { EnquiryState } from './enquiry-state';

/** One enquiry in the support inbox. */
export interface InboxEnquiry {
  enquiryId: string;
  kind: 'contact' | 'partner';
  reference: string;
  name: string;
  email: string;
  message: string;
  /** The contact form's topic, or the organisation for a partner enquiry. */
  subject: string;
  state: EnquiryState;
  /** The administrator it is assigned to (their account id). */
  assigneeId?: string;
  assigneeEmail?: string;
  receivedAt: string;
  replies: InboxReply[];
}

export interface InboxReply {
  text: string;
  sentAt: string;
  byEmail?: string;
}

export interface InboxPage {
  enquiries: InboxEnquiry[];
}

/** An administrator an enquiry can be assigned to. */
export interface InboxAssignee {
  accountId: string;
  email: string;
}

/** Every administrator who may take work, by email. */
export interface InboxAssignees {
  administrators: InboxAssignee[];
}

/** Assign to an administrator: yourself when absent. */
export interface AssignEnquiryRequest {
  /** The administrator's account id; absent means "to me". @maxLength 100 */
  assigneeId?: string;
}

/** An email reply to the sender. */
export interface ReplyToEnquiryRequest {
  /** Plain text. @maxLength 5000 */
  text: string;
}
