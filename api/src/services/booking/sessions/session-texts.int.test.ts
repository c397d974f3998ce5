import ICAL from 'ical.js';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { bookingPerson, futureStart } from '../../../test-support/booking-people';
import { runDueJobs } from '../../../jobs/job-runner';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { SmsMessageModel } from '../../notifications/sms/sms-message.model';
import { PaymentCardModel } from '../../payments/cards/payment-card.model';
import { createPriceReservation } from '../reservations/price-reservations';
import { PatientProfileModel } from '../../accounts/profiles/patient-profile.model';
import { updateSmsSettings } from '../../accounts/sms-consent/sms-settings';
import { bookSession } from './book-session';
import { cancelSession } from './cancel-session';
import { rescheduleSession } from './reschedule-session';
import { registerBookingJobHandlers } from '..';

// The jobs these tests run, registered as the app registers them at start-up.
registerBookingJobHandlers();

// Texts go to the local sink (no Twilio here); the development outbox shows it.
const server = useServerWithDatabase(__filename, { seed: true, config: { devOutbox: true } });
const api = () => request(server.url);

type Person = Awaited<ReturnType<typeof bookingPerson>>;
const HOUR = 3_600_000;

async function clientWithCard(zone?: string): Promise<Person> {
  const client = await bookingPerson('client');
  await PaymentCardModel.create({ _id: `card-${client.sub}`, patientId: client.sub, stripePaymentMethodId: 'pm_card_visa', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2099, createdAt: new Date() });
  if (zone) await PatientProfileModel.updateOne({ _id: client.sub }, { $set: { timezoneId: zone } });
  return client;
}

async function book(client: Person, psychologist: Person, startsAt: Date) {
  const reservation = await createPriceReservation(client, { psychologistId: psychologist.sub, sessionStartDate: startsAt.toISOString(), timezoneId: 'Australia/Adelaide', sessionDurationTypeId: 2, therapyTypeId: 1 });
  return bookSession(client, { reservationId: reservation.reservationId, acceptCancellationPolicy: true });
}

const textsTo = (userId: string, kind?: string) => SmsMessageModel.find({ userId, ...(kind && { kind }) }).sort({ createdAt: 1 }).lean();
const remindersAt = (at: Date) => runDueJobs({ kinds: ['session-reminder'], now: at });

describe('text messages about sessions follow the client’s consent', () => {
  it('without consent no text is sent (the emails still go, with calendar and manage links)', async () => {
    const [client, psychologist] = [await clientWithCard(), await bookingPerson('psychologist')];
    const startsAt = futureStart(3, 1);
    const session = await book(client, psychologist, startsAt);
    await remindersAt(new Date(startsAt.getTime() - 23.5 * HOUR));
    expect(await textsTo(client.sub)).toEqual([]);
    const booked = await OutboxMessageModel.findOne({ to: client.email, kind: 'session-booked' }).lean();
    expect(booked!.text).toContain(`/account/sessions/reschedule?sessionId=${session.sessionId}`);
    expect(booked!.text).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(booked!.text).toContain('https://outlook.live.com/calendar/0/deeplink/compose?');
    expect(await OutboxMessageModel.countDocuments({ to: client.email, kind: 'session-reminder' })).toBe(1);
  });

  it('with consent: the booking confirmation is texted in the client’s own zone, with a working .ics link and the session page; the sink shows it', async () => {
    const [client, psychologist] = [await clientWithCard('Australia/Perth'), await bookingPerson('psychologist', 'not-used', 'Jordan')];
    await updateSmsSettings(client.sub, { enabled: true, mobile: '0412 345 678' });
    const startsAt = futureStart(5, 2); // booked from Adelaide; the client's own zone is Perth
    const session = await book(client, psychologist, startsAt);
    const [text] = await textsTo(client.sub);
    expect(text).toMatchObject({ _id: `session-booked:${session.sessionId}:0`, to: '+61412345678', kind: 'session-booked', transport: 'sink' });
    expect(text.body).toMatch(/^Harbour: your session with Jordan Practitioner is booked for \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m AWST\. /);
    expect(text.body).toContain(`/account/sessions/${session.sessionId} `);
    expect(text.body).toContain('Stop texts: ');

    // The .ics link opens without signing in and holds this session.
    const ics = new URL(/Add to calendar: (\S+)/.exec(text.body)![1]);
    const file = await api().get(ics.pathname).expect(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(file.text)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());
    expect(event.summary).toBe('Harbour session with Jordan Practitioner');
    await api().get(ics.pathname.replace(/session\/[^/]+\//, 'session/not-a-token/')).expect(404);

    // The development outbox's sink, found by the number as the client typed it.
    const sink = await api().get('/api/notifications/outbox/sms').query({ to: '0412 345 678' }).expect(200);
    expect(sink.body.messages.map((m: { id: string }) => m.id)).toContain(text._id);
    const page = await api().get('/api/notifications/outbox/page').query({ to: '+61412345678' }).expect(200);
    expect(page.text).toContain('Text messages');
    expect(page.text).toContain(`/account/sessions/${session.sessionId}`);
  });

  it('opting out stops the very next reminder text (the reminder email still goes); reminders are texted once when three runners poll together', async () => {
    const [client, psychologist] = [await clientWithCard(), await bookingPerson('psychologist')];
    await updateSmsSettings(client.sub, { enabled: true, mobile: '0491 570 156' });
    const startsAt = futureStart(4, 3);
    const session = await book(client, psychologist, startsAt);
    const dayBefore = new Date(startsAt.getTime() - 23.5 * HOUR);
    await Promise.all([remindersAt(dayBefore), remindersAt(dayBefore), remindersAt(dayBefore)]);
    const reminders = await textsTo(client.sub, 'session-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]._id).toBe(`session-reminder:${session.sessionId}:24h:${startsAt.toISOString()}`);
    expect(reminders[0].body).toMatch(/^Harbour reminder: your session with \S+ Practitioner is tomorrow, .* AC[DS]T\. Join: \S+\/session\//);

    await updateSmsSettings(client.sub, { enabled: false });
    await remindersAt(new Date(startsAt.getTime() - 0.5 * HOUR));
    expect(await textsTo(client.sub, 'session-reminder')).toHaveLength(1);
    expect(await OutboxMessageModel.countDocuments({ to: client.email, kind: 'session-reminder' })).toBe(2);
  });

  it('texts are their own choice: with reminder emails off, the reminder is still texted (and not emailed)', async () => {
    const [client, psychologist] = [await clientWithCard(), await bookingPerson('psychologist')];
    await PatientProfileModel.updateOne({ _id: client.sub }, { $set: { notificationPreferences: { sessionReminders: false, messageNotifications: true, newsAndUpdates: false } } });
    await updateSmsSettings(client.sub, { enabled: true, mobile: '0412 345 678' });
    const startsAt = futureStart(3, 5);
    await book(client, psychologist, startsAt);
    await remindersAt(new Date(startsAt.getTime() - 23.5 * HOUR));
    await remindersAt(new Date(startsAt.getTime() - 0.5 * HOUR));
    expect((await textsTo(client.sub, 'session-reminder')).map((t) => t.body)).toEqual([expect.stringMatching(/is tomorrow/), expect.stringMatching(/starts in an hour/)]);
    expect(await OutboxMessageModel.countDocuments({ to: client.email, kind: 'session-reminder' })).toBe(0);
  });

  it('a move and a cancellation are texted once each; the old time’s reminder is not texted', async () => {
    const [client, psychologist] = [await clientWithCard(), await bookingPerson('psychologist')];
    await updateSmsSettings(client.sub, { enabled: true, mobile: '0412 345 678' });
    const startsAt = futureStart(6, 1);
    const session = await book(client, psychologist, startsAt);
    const moved = new Date(startsAt.getTime() + 2 * HOUR);
    await rescheduleSession(client, session.sessionId, { sessionDate: moved.toISOString() });
    await remindersAt(new Date(startsAt.getTime() - 23.5 * HOUR)); // the old time's reminder: not sent
    expect(await textsTo(client.sub, 'session-reminder')).toEqual([]);
    await cancelSession(client, session.sessionId, { reason: 'Sick' });
    await cancelSession(client, session.sessionId, { reason: 'Sick' }).catch(() => undefined); // a second cancel is refused and texts nothing
    const texts = await textsTo(client.sub);
    expect(texts.map((t) => t._id)).toEqual([`session-booked:${session.sessionId}:0`, `session-rescheduled:${session.sessionId}:1`, `session-cancelled:${session.sessionId}:1`]);
    expect(texts[1].body).toContain('has moved to');
    expect(texts[2].body).toMatch(/is cancelled\. Book again: \S+\/book\?psychologistId=/);
  });
});
