import request from 'supertest';
import { futureStart } from '../../../test-support/booking-people';
import { practiceCast, type PracticeCaller } from '../../../test-support/practice-people';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { SlotLockModel } from '../../availability/slot-lock.model';
import { SessionModel } from '../../sessions/records/session.model';
import { CustomBookingModel } from './custom-booking.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let cast: Awaited<ReturnType<typeof practiceCast>>;
beforeAll(async () => {
  cast = await practiceCast(server.url);
});
const as = (who: PracticeCaller, call: request.Test) => (who === 'anonymous' ? call : call.set('authorization', cast.auth[who]));
const offer = (times: Date[], extra: Record<string, unknown> = {}) => ({
  patientId: cast.ids.client,
  sessionStartDates: times.map((t) => t.toISOString()),
  sessionDurationTypeId: 2,
  priceCents: 18000,
  message: 'A time that suits you',
  ...extra,
});

describe('custom bookings', () => {
  const times = [futureStart(3, 2), futureStart(4, 2)];
  let offerId: string;

  it.each<[PracticeCaller, number]>([
    ['anonymous', 401],
    ['client', 403],
    ['gp', 403],
    ['unapproved psychologist', 403],
    ['other psychologist', 404], // no care relationship with this client
  ])('offering as %s → %i, nothing written', async (who, status) => {
    await as(who, api().post('/api/practice/custom-bookings/multi')).send(offer(times)).expect(status);
    expect(await CustomBookingModel.countDocuments({})).toBe(0);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no time', { sessionStartDates: [] }, 'sessionStartDates'],
    ['a past time', { sessionStartDates: [new Date(Date.now() - 3_600_000).toISOString()] }, 'sessionStartDates'],
    ['an unknown length', { sessionDurationTypeId: 99 }, 'sessionDurationTypeId'],
    ['a negative price', { priceCents: -1 }, 'priceCents'],
  ])('names the field of %s (422) and writes nothing', async (_name, extra, field) => {
    const { body } = await as('psychologist', api().post('/api/practice/custom-bookings/multi')).send(offer(times, extra)).expect(422);
    expect(body.fields).toHaveProperty([field]);
    expect(await CustomBookingModel.countDocuments({})).toBe(0);
  });

  it('offers two times: the client is emailed a link to accept', async () => {
    const { body } = await as('psychologist', api().post('/api/practice/custom-bookings/multi')).send(offer(times)).expect(201);
    expect(body).toMatchObject({ status: 'Offered', priceCents: 18000, durationMinutes: 50, patient: { id: cast.ids.client } });
    expect(body.times).toEqual(times.map((t) => t.toISOString()));
    offerId = body.customBookingId;
    const mail = await OutboxMessageModel.findOne({ kind: 'custom-booking-offered' }).lean();
    expect(mail?.text).toContain(`/account/custom-bookings/${offerId}`);
  });

  it.each<[PracticeCaller, number]>([
    ['anonymous', 401],
    ['psychologist', 200],
    ['client', 200],
    ['other psychologist', 404],
    ['other client', 404],
    ['gp', 403],
  ])('GET the offer as %s → %i', async (who, status) => {
    const { body } = await as(who, api().get(`/api/practice/custom-bookings/${offerId}`)).expect(status);
    if (status !== 200) expect(body.customBookingId).toBeUndefined();
    const list = await as(who, api().get('/api/practice/custom-bookings')).expect(status === 404 ? 200 : status);
    if (status === 404) expect(list.body.customBookings).toEqual([]);
  });

  it.each<[PracticeCaller, string, number]>([
    ['anonymous', 'accept', 401],
    ['other client', 'accept', 404],
    ['psychologist', 'accept', 403],
    ['gp', 'accept', 403],
    ['anonymous', 'reject', 401],
    ['other client', 'reject', 404],
    ['psychologist', 'reject', 403],
    ['anonymous', 'cancel', 401],
    ['other psychologist', 'cancel', 404],
    ['client', 'cancel', 403],
    ['gp', 'cancel', 403],
  ])('as %s, %s → %i and the offer stays open', async (who, action, status) => {
    await as(who, api().post(`/api/practice/custom-bookings/${offerId}/${action}`)).send({ sessionStartDate: times[0].toISOString() }).expect(status);
    expect((await CustomBookingModel.findById(offerId).lean())?.status).toBe('Offered');
    expect(await SessionModel.countDocuments({ _id: `custom-${offerId}` })).toBe(0);
  });

  it('refuses a time that was not offered (422, nothing booked)', async () => {
    const { body } = await as('client', api().post(`/api/practice/custom-bookings/${offerId}/accept`)).send({ sessionStartDate: futureStart(5, 2).toISOString() }).expect(422);
    expect(body.fields).toHaveProperty(['sessionStartDate']);
    expect(await SessionModel.countDocuments({ _id: `custom-${offerId}` })).toBe(0);
  });

  it('accepted twice at once: one session, one 409, the time locked once', async () => {
    const accept = () => as('client', api().post(`/api/practice/custom-bookings/${offerId}/accept`)).send({ sessionStartDate: times[1].toISOString() });
    const answers = await Promise.all([accept(), accept(), accept()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const sessions = await SessionModel.find({ patientId: cast.ids.client, sessionStatus: 'Pending' }).lean();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ _id: `custom-${offerId}`, psychologistId: cast.ids.psychologist, sessionType: 'Private', quote: { feeCents: 18000 } });
    expect(sessions[0].startsAt.toISOString()).toBe(times[1].toISOString());
    expect(await SlotLockModel.countDocuments({ holderId: `custom-${offerId}` })).toBe(12); // 50 min + 10 min buffer, 5-minute blocks
    // Appears in both calendars.
    const mine = await as('client', api().get('/api/sessions/sessions/patient')).expect(200);
    expect(mine.body.sessions.map((s: { sessionId: string }) => s.sessionId)).toContain(`custom-${offerId}`);
    const theirs = await as('psychologist', api().get('/api/sessions/psychologists/sessions')).expect(200);
    expect(theirs.body.sessions.map((s: { sessionId: string }) => s.sessionId)).toContain(`custom-${offerId}`);
  });

  it('an answered offer cannot be withdrawn or rejected (409)', async () => {
    await as('psychologist', api().post(`/api/practice/custom-bookings/${offerId}/cancel`)).expect(409);
    await as('client', api().post(`/api/practice/custom-bookings/${offerId}/reject`)).expect(409);
    expect((await CustomBookingModel.findById(offerId).lean())?.status).toBe('Accepted');
  });

  it('an offer of a booked time is refused (409), and the client can reject or the psychologist withdraw an open one', async () => {
    await as('psychologist', api().post('/api/practice/custom-bookings')).send({ patientId: cast.ids.client, sessionStartDate: times[1].toISOString(), sessionDurationTypeId: 2, priceCents: 0 }).expect(409);
    const a = await as('psychologist', api().post('/api/practice/custom-bookings')).send({ patientId: cast.ids.client, sessionStartDate: futureStart(6, 2).toISOString(), sessionDurationTypeId: 2, priceCents: 0 }).expect(201);
    const rejected = await as('client', api().post(`/api/practice/custom-bookings/${a.body.customBookingId}/reject`)).expect(200);
    expect(rejected.body.status).toBe('Rejected');
    const b = await as('psychologist', api().post('/api/practice/custom-bookings')).send({ patientId: cast.ids.client, sessionStartDate: futureStart(7, 2).toISOString(), sessionDurationTypeId: 2, priceCents: 0 }).expect(201);
    const withdrawn = await as('psychologist', api().post(`/api/practice/custom-bookings/${b.body.customBookingId}/cancel`)).expect(200);
    expect(withdrawn.body.status).toBe('Cancelled');
    await as('client', api().post(`/api/practice/custom-bookings/${b.body.customBookingId}/accept`)).send({ sessionStartDate: futureStart(7, 2).toISOString() }).expect(409);
    expect(await SessionModel.countDocuments({ _id: `custom-${b.body.customBookingId}` })).toBe(0);
  });
});
