import type { Logger } from 'pino';
import { configuration } from '../../../configuration';
import { insertSlot } from '../../../http/rate-limit/slot-limiter';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { findAccountById } from '../../identity';
import { sendEmail } from '../../notifications';
import { psychologistWantsEmail } from '../../directory';
import type { ParticipantView } from '../conversation-access';
import { readMarks } from '../conversation-state';
import type { MessageRecord } from '../records/message.model';
import { ttlCache } from '../domain/ttl-cache';
import { UnreadNoticeModel } from '../records/unread-notice.model';
import { unreadMessageNoticeEmail } from './unread-notice-email';

/**
 * After a message, its recipient gets one email if it is still unread after the delay
 * (MESSAGE_NOTICE_DELAY_SECONDS): one waiting notice per recipient and conversation, whatever
 * number of messages follow, so a busy chat is not a busy inbox.
 */
// Notices this process knows are waiting (until due): later messages need not try the insert again.
const waiting = ttlCache<true>(60_000);

export async function scheduleUnreadNotice(view: ParticipantView, record: MessageRecord, now = new Date()): Promise<void> {
  const recipient = view.other;
  const key = `${view.conversation._id}|${recipient.participantId}`;
  if (waiting.get(key, now.getTime())) return;
  try {
    await UnreadNoticeModel.create({
      _id: `${view.conversation._id}|${recipient.participantId}`,
      conversationId: view.conversation._id,
      participantId: recipient.participantId,
      userId: recipient.participantUserId,
      seq: record.seq,
      dueAt: new Date(now.getTime() + configuration().messageNoticeDelaySeconds * 1000),
      createdAt: now,
    });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err; // one is already waiting: it covers this message too
  }
  waiting.set(key, true, now.getTime());
}

/**
 * Sends the notices that are due and whose message is still unread, then removes them. Several
 * API processes may run this at once: each notice is claimed by a unique insert first, so it is
 * mailed once.
 */
export async function sendDueNotices(now = new Date()): Promise<number> {
  // The waiting set is small (one per unread conversation side); the date is compared here.
  const waiting = await UnreadNoticeModel.find({}).lean();
  let sent = 0;
  for (const notice of waiting.filter((n) => n.dueAt <= now)) {
    const claimed = await insertSlot(`unread-notice|${notice._id}|${notice.createdAt.getTime()}`, 'unread-notice', 0, now, new Date(now.getTime() + 24 * 3600_000));
    if (!claimed) continue;
    const marks = await readMarks(notice.conversationId);
    const stillUnread = (marks[notice.participantId]?.read ?? -1) < notice.seq;
    const account = stillUnread ? await findAccountById(notice.userId) : null;
    // A psychologist may turn these off in their settings (message notifications).
    const wanted = account && (account.userType !== 'psychologist' || (await psychologistWantsEmail(account._id, 'messageNotifications')));
    if (account && wanted) {
      await sendEmail({ to: account.email, kind: 'unread-message-notice', ...unreadMessageNoticeEmail(notice.conversationId) });
      sent++;
    }
    await UnreadNoticeModel.deleteOne({ _id: notice._id, createdAt: notice.createdAt });
  }
  return sent;
}

/** Checks for due notices every `intervalMs` in the background (started by the server). */
export function startUnreadNoticeTimer(logger: Logger, intervalMs = 30_000): () => void {
  const timer = setInterval(() => {
    sendDueNotices().catch((err: unknown) => logger.warn({ err }, 'unread message notices failed'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
