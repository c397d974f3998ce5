import { randomUUID } from 'node:crypto';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { bookingPerson } from '../../../test-support/booking-people';
import { sessionRecord } from '../../../test-support/session-record';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { PatientProfileModel } from '../../accounts/profiles/patient-profile.model';
import { SessionModel } from '../../sessions/records/session.model';
import { sendSessionReminder } from './session-reminders';

useServerWithDatabase(__filename, { seed: true });

describe('session reminders follow the client’s email choices (settings)', () => {
  it.each([
    ['on (the default)', undefined, 1],
    ['off', { sessionReminders: false, messageNotifications: true, newsAndUpdates: false }, 0],
  ])('reminders %s: the client gets %i reminder email(s), the psychologist always one', async (_name, preferences, clientEmails) => {
    const [client, psychologist] = await Promise.all([bookingPerson('client'), bookingPerson('psychologist')]);
    if (preferences) await PatientProfileModel.updateOne({ _id: client.sub }, { $set: { notificationPreferences: preferences } });
    const startsAt = new Date(Date.now() + 20 * 3_600_000);
    const _id = randomUUID();
    await SessionModel.create(sessionRecord(client.sub, psychologist.sub, startsAt, { _id }));
    expect(await sendSessionReminder(_id, 24, startsAt.toISOString())).toBe(true);
    expect(await OutboxMessageModel.countDocuments({ to: client.email, kind: 'session-reminder' })).toBe(clientEmails);
    expect(await OutboxMessageModel.countDocuments({ to: psychologist.email, kind: 'session-reminder' })).toBe(1);
  });
});
