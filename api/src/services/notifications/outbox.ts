import { OutboxMessageModel, type EmailKind } from './outbox-message.model';

/** One message as the development outbox shows it. */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: EmailKind;
  createdAt: Date;
}

export const OUTBOX_PAGE_LIMIT = 200;

/** Newest first; `to` narrows to one address (any case). */
export async function listOutboxMessages(to?: string): Promise<OutboxMessage[]> {
  const filter = to?.trim() ? { to: to.trim().toLowerCase() } : {};
  const messages = await OutboxMessageModel.find(filter).sort({ createdAt: -1, _id: -1 }).limit(OUTBOX_PAGE_LIMIT).lean();
  return messages.map(({ _id, to: address, subject, text, kind, createdAt }) => ({ id: _id, to: address, subject, text, kind, createdAt }));
}
