import request from 'supertest';
import { signInMatrixPeople, type MatrixPerson } from '../../test-support/people';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { gpReferralRecord } from '../../test-support/gp-referral-record';
import { GpReferralModel } from './gp-referral.model';

const server = useServerWithDatabase(__filename, { config: {} });
const api = () => request(server.url);
const PATH = '/api/referrals/psychologist';
let ids: Record<MatrixPerson, string>;
let auth: Record<MatrixPerson, string>;

const referralTo = (psychologistId: string, daysAgo: number, patientFirstName: string) => gpReferralRecord(ids.gp, psychologistId, patientFirstName, daysAgo);

beforeAll(async () => {
  ({ ids, auth } = await signInMatrixPeople(server.url));
  await GpReferralModel.create([
    referralTo(ids.psychologist, 1, 'Older'),
    { ...referralTo(ids.psychologist, 0, 'Newest'), matchedByHarbour: true },
    referralTo(ids.psychologist, 40, 'Stale'),
    referralTo(ids['other psychologist'], 0, 'Elsewhere'),
  ]);
}, 180_000); // six real sign-ins (scrypt): slow on a busy machine

describe('GET /referrals/psychologist', () => {
  it("lists the GP referrals sent to this psychologist in the last 30 days, newest first, with the GP's name", async () => {
    const { body } = await api().get(PATH).set('authorization', auth.psychologist).expect(200);
    expect(body.referrals.map((r: { patientName: string }) => r.patientName)).toEqual(['Newest Referred', 'Older Referred']);
    expect(body.referrals[0]).toMatchObject({ gpName: expect.stringMatching(/^Dr \S+ \S+/), sessionsApproved: 6, urgency: 'Soon', funding: 'Medicare', matchedByHarbour: true, issuedOn: '2026-11-20' });
    expect(body.referrals[1].matchedByHarbour).toBe(false);
  });

  it('access matrix: anonymous 401; client and GP 403; another psychologist sees only their own', async () => {
    await api().get(PATH).expect(401);
    for (const person of ['client', 'gp'] as MatrixPerson[]) await api().get(PATH).set('authorization', auth[person]).expect(403);
    const other = await api().get(PATH).set('authorization', auth['other psychologist']).expect(200);
    expect(other.body.referrals.map((r: { patientName: string }) => r.patientName)).toEqual(['Elsewhere Referred']);
    expect((await api().get(PATH).set('authorization', auth['unapproved psychologist']).expect(200)).body.referrals).toEqual([]);
  });
});
