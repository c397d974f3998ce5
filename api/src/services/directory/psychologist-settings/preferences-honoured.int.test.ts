import { randomUUID } from 'node:crypto';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { bookingPerson } from '../../../test-support/booking-people';
import { pastSession } from '../../../test-support/practice-people';
import { OutboxMessageModel, type EmailKind } from '../../notifications/outbox-message.model';
import { sendReferralToPsychologist } from '../../referrals/referral-emails';
import { emailParticipants } from '../../booking/sessions/session-emails';
import { PsychologistProfileModel } from '../../accounts/profiles/psychologist-profile.model';

// The psychologist's email choices (settings) are read by the senders: off means no email to them,
// while the client's own emails and the session reminders still go.
useServerWithDatabase(__filename, { seed: true });

const count = (to: string, kind: EmailKind) => OutboxMessageModel.countDocuments({ to, kind });

describe('a psychologist’s email choices are honoured', () => {
  it.each([
    ['on (the default)', 1, undefined],
    ['off', 0, { bookingChanges: false, messageNotifications: true, newReferrals: true }],
  ])('booking changes %s: the psychologist gets %i email per booking, cancellation and move; the client always one; reminders always', async (_name, psychologistEmails, preferences) => {
    const [client, psychologist] = await Promise.all([bookingPerson('client'), bookingPerson('psychologist')]);
    if (preferences) await PsychologistProfileModel.updateOne({ _id: psychologist.sub }, { $set: { notificationPreferences: preferences } });
    // Any session between the two will do: the sender reads only who, when and in which zone.
    const session = await pastSession(psychologist.sub, client.sub, randomUUID());
    for (const kind of ['session-booked', 'session-cancelled', 'session-rescheduled', 'session-reminder'] as EmailKind[]) {
      await emailParticipants(session, { kind, subject: 'About your session {time}', lines: ['At {time}.'] });
      expect(await count(client.email, kind)).toBe(1);
      expect(await count(psychologist.email, kind)).toBe(kind === 'session-reminder' ? 1 : psychologistEmails);
    }
  });

  it.each([
    ['on (the default)', 1, undefined],
    ['off', 0, { bookingChanges: true, messageNotifications: true, newReferrals: false }],
  ])('new referrals %s: the psychologist gets %i referral email', async (_name, emails, preferences) => {
    const psychologist = await bookingPerson('psychologist');
    if (preferences) await PsychologistProfileModel.updateOne({ _id: psychologist.sub }, { $set: { notificationPreferences: preferences } });
    await sendReferralToPsychologist({ _id: psychologist.sub, email: psychologist.email }, 'New referral', ['Dr Lee referred Robin to you.']);
    expect(await count(psychologist.email, 'gp-referral-received')).toBe(emails);
  });
});
