import { Schema, model } from 'mongoose';
import { sessionOf } from '../../sessions';
import { wantsEmail } from '../../accounts';
import { emailParticipants } from './session-emails';
import { isDuplicateKey } from '../../../lib/duplicate-key';

/** One reminder per session, kind and start time, whoever runs the job (insert-once). */
const sentReminderSchema = new Schema({ _id: { type: String, required: true }, createdAt: { type: Date, required: true } }, { collection: 'sent_reminders', versionKey: false });
export const SentReminderModel = model('SentReminder', sentReminderSchema);

/** The reminder `hours` before the start, in each recipient's zone with how to join; skipped when the session moved or was cancelled. */
export async function sendSessionReminder(sessionId: string, hours: number, startsAtIso: string, now = new Date()): Promise<boolean> {
  const session = await sessionOf(sessionId);
  if (!session || session.sessionStatus !== 'Pending' || session.startsAt.toISOString() !== startsAtIso || session.startsAt <= now) return false;
  try {
    await SentReminderModel.create({ _id: `${sessionId}:${hours}h:${startsAtIso}`, createdAt: now });
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
  // The client may turn reminder emails off (settings); texts are their own choice (SMS consent).
  await emailParticipants(
    session,
    {
      kind: 'session-reminder',
      subject: hours >= 24 ? 'Reminder: your Harbour session tomorrow, {time}' : 'Your Harbour session starts in an hour ({time})',
      lines: [`Your Harbour video session is at {time}.`],
      reminderHours: hours,
    },
    (await wantsEmail(session.patientId, 'sessionReminders')) ? 'both' : 'psychologist',
    { textClient: true },
  );
  return true;
}
