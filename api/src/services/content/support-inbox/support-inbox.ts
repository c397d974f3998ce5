import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict, notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { recordAudit } from '../../audit';
import { CONTACT_TOPICS } from '../enquiries/enquiry-rules';
import { EnquiryModel, type EnquiryRecord } from '../enquiries/enquiry.model';
import { findAccountById } from '../../identity';
import { sendEmail } from '../../notifications';
import { enquiryReplyEmail } from './enquiry-reply-email';
import { EnquiryReplyModel, type EnquiryReplyRecord } from './enquiry-reply.model';
import { standingOf, type EnquiryState } from './enquiry-state';
import { EnquiryTransitionModel, type EnquiryTransitionAction, type EnquiryTransitionRecord } from './enquiry-transition.model';
import type { InboxEnquiry, InboxPage } from './support-inbox.types';
import { newestFirst, oldestFirst } from '../../../lib/record-order';

export const NO_ENQUIRY = 'No enquiry with this id.';
export const CHANGED_MEANWHILE = 'Another administrator changed this enquiry just now. Reload to see where it stands.';
export const ALREADY_RESOLVED = 'This enquiry is already resolved.';
export const NOT_AN_ADMINISTRATOR = 'Choose an administrator to assign it to.';
const REPLY_MAX_LENGTH = 5000;

async function emailsOf(ids: string[]): Promise<Map<string, string>> {
  const accounts = await Promise.all([...new Set(ids)].map((id) => findAccountById(id)));
  return new Map(accounts.filter((a) => a !== null).map((a) => [a._id, a.email]));
}

function subjectOf(enquiry: EnquiryRecord): string {
  if (enquiry.kind === 'contact') return enquiry.topic ? CONTACT_TOPICS[enquiry.topic] : 'Contact';
  return enquiry.organisation ?? 'Partner enquiry';
}

function present(enquiry: EnquiryRecord, transitions: EnquiryTransitionRecord[], replies: EnquiryReplyRecord[], emails: Map<string, string>): InboxEnquiry {
  const standing = standingOf(transitions);
  return {
    enquiryId: enquiry._id,
    kind: enquiry.kind,
    reference: enquiry.reference,
    name: enquiry.name,
    email: enquiry.email,
    message: enquiry.message,
    subject: subjectOf(enquiry),
    state: standing.state,
    ...(standing.assigneeId && { assigneeId: standing.assigneeId, assigneeEmail: emails.get(standing.assigneeId) }),
    receivedAt: enquiry.createdAt.toISOString(),
    replies: replies
      .sort(oldestFirst((r) => r.at))
      .map((r) => ({ text: r.text, sentAt: r.at.toISOString(), ...(emails.get(r.actorId) && { byEmail: emails.get(r.actorId) }) })),
  };
}

/** The inbox, newest first; with a state, only enquiries in it. Metadata reads: not audited (no clinical content). */
export async function listInbox(state?: EnquiryState): Promise<InboxPage> {
  if (state !== undefined && !['new', 'assigned', 'resolved'].includes(state)) throw invalidField('state', 'Choose new, assigned or resolved.');
  // Enquiries are few (a small team's inbox): read them, then sort and filter in memory.
  const enquiries = await EnquiryModel.find({}).lean<EnquiryRecord[]>();
  const ids = enquiries.map((e) => e._id);
  const [transitions, replies] = await Promise.all([
    EnquiryTransitionModel.find({ enquiryId: { $in: ids } }).lean<EnquiryTransitionRecord[]>(),
    EnquiryReplyModel.find({ enquiryId: { $in: ids } }).lean<EnquiryReplyRecord[]>(),
  ]);
  const emails = await emailsOf([...transitions.flatMap((t) => (t.assigneeId ? [t.assigneeId] : [])), ...replies.map((r) => r.actorId)]);
  const of = <T extends { enquiryId: string }>(rows: T[], id: string) => rows.filter((r) => r.enquiryId === id);
  const items = enquiries
    .sort(newestFirst((e) => e.createdAt))
    .map((e) => present(e, of(transitions, e._id), of(replies, e._id), emails))
    .filter((e) => state === undefined || e.state === state);
  return { enquiries: items };
}

async function enquiryOrNotFound(enquiryId: string): Promise<EnquiryRecord> {
  const enquiry = await EnquiryModel.findById(enquiryId).lean<EnquiryRecord>();
  if (!enquiry) throw notFound(NO_ENQUIRY);
  return enquiry;
}

async function oneEnquiry(enquiryId: string): Promise<InboxEnquiry> {
  const enquiry = await enquiryOrNotFound(enquiryId);
  const [transitions, replies] = await Promise.all([
    EnquiryTransitionModel.find({ enquiryId }).lean<EnquiryTransitionRecord[]>(),
    EnquiryReplyModel.find({ enquiryId }).lean<EnquiryReplyRecord[]>(),
  ]);
  const emails = await emailsOf([...transitions.flatMap((t) => (t.assigneeId ? [t.assigneeId] : [])), ...replies.map((r) => r.actorId)]);
  return present(enquiry, transitions, replies, emails);
}

/**
 * Takes the enquiry's next step. Of two administrators acting at once on the same standing, the
 * unique (enquiryId, step) insert lets one through; the other gets 409 and nothing is written.
 */
async function transition(admin: AuthenticatedUser, enquiryId: string, action: EnquiryTransitionAction, assigneeId: string | undefined, now: Date): Promise<InboxEnquiry> {
  await enquiryOrNotFound(enquiryId);
  const standing = standingOf(await EnquiryTransitionModel.find({ enquiryId }).lean<EnquiryTransitionRecord[]>());
  if (standing.state === 'resolved') throw conflict(ALREADY_RESOLVED);
  try {
    await EnquiryTransitionModel.create({ _id: randomUUID(), enquiryId, step: standing.nextStep, action, ...(assigneeId && { assigneeId }), actorId: admin.sub, at: now });
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict(CHANGED_MEANWHILE);
    throw err;
  }
  await recordAudit(admin, { action, recordKind: 'enquiry', recordId: enquiryId, ...(assigneeId && { detail: `to ${assigneeId}` }) }, now);
  return oneEnquiry(enquiryId);
}

/** Assigns the enquiry to an administrator (the caller when none is named). */
export async function assignEnquiry(admin: AuthenticatedUser, enquiryId: string, assigneeId: string | undefined, now = new Date()): Promise<InboxEnquiry> {
  const to = assigneeId?.trim() || admin.sub;
  const assignee = await findAccountById(to);
  if (!assignee || assignee.userType !== 'administrator' || assignee.suspendedAt) throw invalidField('assigneeId', NOT_AN_ADMINISTRATOR);
  return transition(admin, enquiryId, 'assign', to, now);
}

export function resolveEnquiry(admin: AuthenticatedUser, enquiryId: string, now = new Date()): Promise<InboxEnquiry> {
  return transition(admin, enquiryId, 'resolve', undefined, now);
}

/** Emails the sender through the outbox and keeps the reply with the enquiry. */
export async function replyToEnquiry(admin: AuthenticatedUser, enquiryId: string, text: string | undefined, now = new Date()): Promise<InboxEnquiry> {
  const body = (text ?? '').trim();
  if (body.length === 0) throw invalidField('text', 'Write your reply.');
  if (body.length > REPLY_MAX_LENGTH) throw invalidField('text', `Keep the reply to ${REPLY_MAX_LENGTH} characters.`);
  const enquiry = await enquiryOrNotFound(enquiryId);
  const message = await sendEmail({
    to: enquiry.email,
    kind: 'enquiry-reply',
    ...enquiryReplyEmail(enquiry.name, enquiry.reference, body),
  });
  await EnquiryReplyModel.create({ _id: randomUUID(), enquiryId, actorId: admin.sub, text: body, outboxMessageId: message._id, at: now });
  await recordAudit(admin, { action: 'reply', recordKind: 'enquiry', recordId: enquiryId }, now);
  return oneEnquiry(enquiryId);
}
