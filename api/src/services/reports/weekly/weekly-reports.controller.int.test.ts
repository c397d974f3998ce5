import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { createEnrolledAdministrator, createTestAccount, signIn, TEST_PASSWORD } from '../../../test-support/sign-in';
import { sessionRecord } from '../../../test-support/session-record';
import { AccountModel } from '../../identity/accounts/account.model';
import { GpReferralModel } from '../../referrals/gp-referral.model';
import { SessionModel } from '../../sessions/records/session.model';

// Who may call it (anonymous, client, psychologist, GP, an administrator without the second
// factor) is in api/src/auth/administrator-access-matrix.int.test.ts, which walks the spec.
const server = useServerWithDatabase(__filename);
const at = (iso: string) => new Date(iso);
const quote = (feeCents: number, rebateCents: number) => ({ feeCents, rebateCents, funderPaysCents: 0, discountCents: 0, outOfPocketCents: feeCents - rebateCents });
const referral = (id: string, createdAt: string) => ({
  _id: id, gpId: 'gp-1', dedupeKey: id, patientEmail: `${id}@example.test`, patientFirstName: 'Robin', patientLastName: 'Referred',
  issuedOn: '2021-03-01', validUntil: '2022-03-01', sessionsApproved: 6, reason: 'Low mood', funding: 'Medicare', urgency: 'Routine', createdAt: at(createdAt),
});

let auth: string;

beforeAll(async () => {
  const admin = await createEnrolledAdministrator();
  auth = `Bearer ${(await signIn(server.url, admin.email, TEST_PASSWORD, { totpSecret: admin.totpSecret })).access_token}`;
  const psychologist = await createTestAccount('psychologist', { isApproved: true });
  const [a, b, c] = [await createTestAccount('client'), await createTestAccount('client'), await createTestAccount('client')];
  // Signed up in March 2021 (a range no other record of this database touches).
  await AccountModel.updateOne({ _id: a._id }, { createdAt: at('2021-03-02T00:00:00Z') });
  await AccountModel.updateOne({ _id: b._id }, { createdAt: at('2021-03-09T00:00:00Z') });
  await GpReferralModel.create([referral('r-booked', '2021-03-01T00:00:00Z'), referral('r-waiting', '2021-03-08T00:00:00Z')]);
  const session = (patientId: string, startsAt: string, createdAt: string, extra: object) =>
    sessionRecord(patientId, psychologist._id, at(startsAt), { createdAt: at(createdAt), ...extra });
  await SessionModel.create([
    session(a._id, '2021-03-05T00:00:00Z', '2021-03-02T01:00:00Z', { sessionType: 'Medicare', sessionStatus: 'Completed', quote: quote(22000, 9890), medicareReferralId: 'r-booked' }),
    session(a._id, '2021-03-11T00:00:00Z', '2021-03-03T00:00:00Z', { sessionStatus: 'Completed', outcome: 'ClientDidNotAttend', quote: quote(20000, 0) }),
    session(b._id, '2021-03-12T00:00:00Z', '2021-03-09T00:00:00Z', { sessionStatus: 'Cancelled', cancelledAt: at('2021-03-10T00:00:00Z'), quote: quote(20000, 0) }),
    // Before the range, of a client who signed up today: counted nowhere.
    session(c._id, '2021-02-05T00:00:00Z', '2021-02-01T00:00:00Z', { sessionStatus: 'Completed', quote: quote(20000, 0) }),
  ]);
});

describe('weekly reports for the operator', () => {
  it('counts the records of the range week by week from the database', async () => {
    const { body } = await request(server.url).get('/api/reports/admin/weekly?fromDate=2021-03-01&toDate=2021-03-14').set('authorization', auth).expect(200);
    expect(body).toEqual({
      fromDate: '2021-03-01',
      toDate: '2021-03-14',
      sessions: [
        { weekStart: '2021-03-01', booked: 2, completed: 1, cancelled: 0, noShow: 0 },
        { weekStart: '2021-03-08', booked: 1, completed: 0, cancelled: 1, noShow: 1 },
      ],
      revenue: [
        { fundingRoute: 'Medicare', sessions: 1, feeCents: 22000, rebateCents: 9890, funderPaysCents: 0, outOfPocketCents: 12110 },
        { fundingRoute: 'Private', sessions: 1, feeCents: 20000, rebateCents: 0, funderPaysCents: 0, outOfPocketCents: 20000 },
      ],
      newClients: [
        { weekStart: '2021-03-01', newClients: 1 },
        { weekStart: '2021-03-08', newClients: 1 },
      ],
      referrals: [
        { weekStart: '2021-03-01', received: 1, booked: 1 },
        { weekStart: '2021-03-08', received: 1, booked: 0 },
      ],
      // Client a: signed up Tuesday 2 March (11:00 Sydney), first session Friday 5 March; client b never had one.
      timeToFirstSession: { clients: 1, waiting: 1, medianDays: 3, p90Days: 3 },
    });
  });

  it.each([
    ['fromDate=2021-03-01', 'toDate', 'Use a date like 2026-07-01.'],
    ['fromDate=2021-03-14&toDate=2021-03-01', 'toDate', 'The end date is before the start date.'],
    ['fromDate=2020-03-01&toDate=2021-03-14', 'toDate', 'A report covers at most 52 weeks.'],
  ])('refuses %s with a problem naming %s', async (query, field, message) => {
    const response = await request(server.url).get(`/api/reports/admin/weekly?${query}`).set('authorization', auth).expect(422);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body.fields).toEqual({ [field]: message });
    expect(response.body.sessions).toBeUndefined();
  });
});
