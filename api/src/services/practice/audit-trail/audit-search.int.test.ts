import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { AuditEventModel } from '../../audit/audit-event.model';
import { AccountModel } from '../../identity/accounts/account.model';
import { createEnrolledAdministrator, signIn, TEST_PASSWORD } from '../../../test-support/sign-in';
import { stepUp } from '../../../test-support/step-up';
import { STEP_UP_REQUIRED } from '../../../auth/second-factor-check';
import { signInPracticePeople, sessionBetween, type PracticePerson } from '../practice-test-people';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
let people: Awaited<ReturnType<typeof signInPracticePeople>>;
const as = (person: PracticePerson) => people.headers[person];
const NOTE_TEXT = `Disclosed a family matter ${randomUUID()}`;
const DELETION_WORDS = `Client asked to remove the line about ${randomUUID()}`;
const search = (query: string) => api().get(`/api/users/admin/audit-events?${query}`).set(as('administrator'));
/** An administrator who proved a fresh code in this sign-in (step-up): the download is a data export. */
let steppedUp: { id: string; headers: Record<string, string> };
const exportTrail = (query: string) => api().get(`/api/users/admin/audit-events/export?${query}`).set(steppedUp.headers);

beforeAll(async () => {
  people = await signInPracticePeople(server.url);
  await sessionBetween(people.ids.client, people.ids.psychologist);
  const note = await api().post(`/api/users/patients/${people.ids.client}/notes`).set(as('psychologist')).send({ noteText: NOTE_TEXT }).expect(201);
  // A deletion's own words are kept on the clinical audit event: content an administrator must not see.
  await api().post(`/api/users/patients/${people.ids.client}/notes/${note.body.noteId}/delete`).set(as('psychologist')).send({ reasonId: 6, reasonOther: DELETION_WORDS }).expect(204);
  const admin = await createEnrolledAdministrator();
  const authorization = `Bearer ${(await signIn(server.url, admin.email, TEST_PASSWORD, { totpSecret: admin.totpSecret })).access_token}`;
  await stepUp(server.url, authorization, admin.totpSecret);
  steppedUp = { id: admin.account._id, headers: { authorization } };
});

describe('the administrator’s audit search', () => {
  it('finds a patient’s events by id or email, newest first, with metadata only — never a note’s words', async () => {
    const stored = await AuditEventModel.find({ patientId: people.ids.client }).lean();
    // The control: the clinical detail is in the database, so its absence below is the filter's doing.
    expect(stored.map((e) => e.detail)).toContain(`Other: ${DELETION_WORDS}`);

    const byId = await search(`patient=${people.ids.client}`).expect(200);
    const email = (await AccountModel.findById(people.ids.client).lean())!.email;
    const byEmail = await search(`patient=${encodeURIComponent(email)}`).expect(200);
    expect(byEmail.body.events).toEqual(byId.body.events);
    expect(byId.body).toMatchObject({ total: stored.length, page: 1, pageSize: 50 });
    expect(byId.body.events.map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
    expect(byId.body.events[0]).toEqual({
      eventId: expect.any(String),
      at: expect.any(String),
      actorId: people.ids.psychologist,
      actorType: 'psychologist',
      actorName: 'Jordan Ng',
      action: 'delete',
      recordKind: 'patient-note',
      recordId: expect.any(String),
      patientId: people.ids.client,
      patientName: expect.any(String),
    });
    const text = JSON.stringify(byId.body);
    expect(text).not.toContain(DELETION_WORDS);
    expect(text).not.toContain(NOTE_TEXT);
    const exported = await exportTrail(`patient=${people.ids.client}`).expect(200);
    expect(exported.body.events).toEqual(byId.body.events);
    expect(JSON.stringify(exported.body)).not.toContain(DELETION_WORDS);
  });

  it('records each search and export as an audit event of the administrator', async () => {
    const before = await AuditEventModel.countDocuments({ actorId: steppedUp.id, recordKind: 'audit-trail' });
    await api().get(`/api/users/admin/audit-events?actor=${people.ids.psychologist}&fromDate=2020-01-01`).set(steppedUp.headers).expect(200);
    await exportTrail(`actor=${people.ids.psychologist}`).expect(200);
    const mine = await AuditEventModel.find({ actorId: steppedUp.id, recordKind: 'audit-trail' }).sort({ at: 1 }).lean();
    expect(mine).toHaveLength(before + 2);
    expect(mine.slice(-2).map((e) => [e.action, e.detail])).toEqual([
      ['search', `page 1: actor=${people.ids.psychologist} fromDate=2020-01-01`],
      ['export', `2 events: actor=${people.ids.psychologist}`],
    ]);
    // The administrator finds their own searches by searching for themself as the actor.
    const own = await search(`actor=${steppedUp.id}`).expect(200);
    expect(own.body.events[0]).toMatchObject({ action: 'export', recordKind: 'audit-trail', detail: `2 events: actor=${people.ids.psychologist}` });
  });

  it('downloads only with a fresh authenticator code (step-up): without one, 403 and no export recorded', async () => {
    const before = await AuditEventModel.countDocuments({ action: 'export' });
    const response = await api().get(`/api/users/admin/audit-events/export?patient=${people.ids.client}`).set(as('administrator')).expect(403);
    expect(response.body.detail).toBe(STEP_UP_REQUIRED);
    expect(await AuditEventModel.countDocuments({ action: 'export' })).toBe(before);
  });

  it('narrows by Sydney dates: an event at 11 pm Sydney belongs to that Sydney day, not the UTC one', async () => {
    const patientId = randomUUID();
    // 30 June 2026 13:30 UTC is 11:30 pm on 30 June in Sydney (AEST, +10); 14:30 UTC is 1 July.
    await AuditEventModel.create([
      { _id: randomUUID(), patientId, actorId: people.ids.psychologist, actorType: 'psychologist', action: 'read', recordKind: 'patient-profile', recordId: patientId, at: new Date('2026-06-30T13:30:00Z') },
      { _id: randomUUID(), patientId, actorId: people.ids.psychologist, actorType: 'psychologist', action: 'update', recordKind: 'patient-profile', recordId: patientId, at: new Date('2026-06-30T14:30:00Z') },
    ]);
    const day = async (query: string) => (await search(`patient=${patientId}&${query}`).expect(200)).body.events.map((e: { action: string }) => e.action);
    expect(await day('fromDate=2026-06-30&toDate=2026-06-30')).toEqual(['read']);
    expect(await day('fromDate=2026-07-01&toDate=2026-07-01')).toEqual(['update']);
    expect(await day('fromDate=2026-06-30')).toEqual(['update', 'read']);
    expect(await day('toDate=2026-06-29')).toEqual([]);
  });

  it('pages 50 at a time over a date range alone', async () => {
    const actorId = randomUUID();
    const start = Date.parse('2025-03-03T00:00:00Z');
    await AuditEventModel.create(
      Array.from({ length: 51 }, (_, i) => ({ _id: randomUUID(), patientId: randomUUID(), actorId, actorType: 'gp', action: 'read', recordKind: 'medicare-referral', recordId: String(i), at: new Date(start + i * 60_000) })),
    );
    const first = await search(`actor=${actorId}&fromDate=2025-03-03&toDate=2025-03-03`).expect(200);
    expect(first.body).toMatchObject({ total: 51, page: 1, pageSize: 50 });
    expect(first.body.events).toHaveLength(50);
    expect(first.body.events[0].recordId).toBe('50');
    const second = await search(`actor=${actorId}&fromDate=2025-03-03&toDate=2025-03-03&page=2`).expect(200);
    expect(second.body.events.map((e: { recordId: string }) => e.recordId)).toEqual(['0']);
    const range = await search('fromDate=2025-03-03&toDate=2025-03-03').expect(200);
    expect(range.body.total).toBe(51);
    // Dates alone may span a month (31 Sydney days), no more.
    expect((await search('fromDate=2025-03-01&toDate=2025-03-31').expect(200)).body.total).toBe(51);
  });

  it.each([
    ['fromDate=3/3/2025', { fromDate: 'Use a date like 2026-07-01.' }],
    ['fromDate=2025-03-04&toDate=2025-03-03', { toDate: 'The end date is before the start date.' }],
    ['patient=nobody%40nowhere.test', { patient: 'No account has this email.' }],
    ['page=0', { page: 'Use a whole number from 1.' }],
    ['', { fromDate: 'Name a patient or who acted, or search at most 31 days.' }],
    ['fromDate=2025-01-01&toDate=2025-02-01', { fromDate: 'Name a patient or who acted, or search at most 31 days.' }],
  ])('refuses %s with 422 naming the field, and records no search', async (query, fields) => {
    const before = await AuditEventModel.countDocuments({ actorId: people.ids.administrator });
    const response = await search(query).expect(422);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body.fields).toEqual(fields);
    expect(await AuditEventModel.countDocuments({ actorId: people.ids.administrator })).toBe(before);
  });

  it.each([
    ['search', () => `/api/users/admin/audit-events?patient=${people.ids.client}`],
  ] as const)('access matrix: %s', async (_name, path) => {
    const expected: Partial<Record<PracticePerson, number>> = { anonymous: 401, client: 403, psychologist: 403, 'other psychologist': 403, gp: 403, administrator: 200 };
    for (const [person, status] of Object.entries(expected)) {
      const response = await api().get(path()).set(as(person as PracticePerson));
      expect({ person, status: response.status }).toEqual({ person, status });
    }
  });
});
