import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { practiceCast, type PracticeCaller } from '../../../test-support/practice-people';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { AccountModel } from '../../identity/accounts/account.model';
import { createUserWithProfile } from '../../accounts/profiles/new-user';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { GpLetterReadModel } from './letter-read.model';
import { GpLetterReplyModel } from './letter-reply.model';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);
type Caller = PracticeCaller | 'other gp';
let cast: Awaited<ReturnType<typeof practiceCast>>;
let otherGpAuth: string;
let letterId: string;
beforeAll(async () => {
  cast = await practiceCast(server.url);
  const email = `other-gp-${randomUUID()}@matrix.test`;
  await createUserWithProfile({ userType: 'gp', isApproved: true, email, passwordHash: await testPasswordHash(), profile: { firstName: 'Alex', lastName: 'Wu', providerNumber: '2547611Y', practiceName: 'Other Clinic' } });
  otherGpAuth = `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}`;
  const gpEmail = (await AccountModel.findById(cast.ids.gp).lean())!.email;
  const sent = await api()
    .post('/api/practice/correspondence')
    .set('authorization', cast.auth.psychologist)
    .send({ patientId: cast.ids.client, correspondenceTemplateId: 'default-report-after-6th-session', gp: { name: 'Dr Robin Lee', email: gpEmail } })
    .expect(201);
  letterId = sent.body.letterId;
});
const as = (who: Caller, call: request.Test) => (who === 'anonymous' ? call : call.set('authorization', who === 'other gp' ? otherGpAuth : cast.auth[who]));

describe('PUT /practice/gp/correspondence/{letterId}/read', () => {
  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['other gp', 404],
    ['client', 403],
    ['psychologist', 403],
  ])('as %s → %i, the letter stays unread', async (who, status) => {
    await as(who, api().put(`/api/practice/gp/correspondence/${letterId}/read`)).expect(status);
    expect(await GpLetterReadModel.countDocuments({})).toBe(0);
    const { body } = await as('gp', api().get('/api/practice/gp/correspondence')).expect(200);
    expect(body.letters[0].readAt).toBeUndefined();
  });

  it('an unknown letter is a 404 and nothing is written', async () => {
    await as('gp', api().put('/api/practice/gp/correspondence/nope/read')).expect(404);
    expect(await GpLetterReadModel.countDocuments({})).toBe(0);
  });

  it('the GP marks it read; their list shows the read time, and a second mark keeps the first time', async () => {
    const first = await as('gp', api().put(`/api/practice/gp/correspondence/${letterId}/read`)).expect(200);
    expect(first.body.letterId).toBe(letterId);
    const { body } = await as('gp', api().get('/api/practice/gp/correspondence')).expect(200);
    expect(body.letters[0].readAt).toBe(first.body.readAt);
    const again = await as('gp', api().put(`/api/practice/gp/correspondence/${letterId}/read`)).expect(200);
    expect(again.body.readAt).toBe(first.body.readAt);
    expect(await GpLetterReadModel.countDocuments({})).toBe(1);
  });

  it('two marks at once both answer with the same single read time (the insert decides)', async () => {
    await GpLetterReadModel.deleteMany({});
    const [a, b] = await Promise.all([0, 1].map(() => as('gp', api().put(`/api/practice/gp/correspondence/${letterId}/read`)).expect(200)));
    expect(a.body.readAt).toBe(b.body.readAt);
    expect(await GpLetterReadModel.countDocuments({})).toBe(1);
  });
});

describe('POST /practice/gp/correspondence/{letterId}/reply', () => {
  const nothingSent = async () => {
    expect(await GpLetterReplyModel.countDocuments({})).toBe(0);
    expect(await OutboxMessageModel.countDocuments({ kind: 'gp-letter-reply' })).toBe(0);
  };

  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['other gp', 404],
    ['client', 403],
    ['psychologist', 403],
  ])('as %s → %i, nothing stored or emailed', async (who, status) => {
    await as(who, api().post(`/api/practice/gp/correspondence/${letterId}/reply`)).send({ message: 'Thanks.' }).expect(status);
    await nothingSent();
  });

  it.each<[string, object]>([
    ['no message', {}],
    ['a blank message', { message: '   ' }],
    ['4001 characters', { message: 'x'.repeat(4001) }],
    ['a NUL character', { message: 'a\u0000b' }],
  ])('%s is a 422 naming message, nothing stored or emailed', async (_, body) => {
    const { body: problem } = await as('gp', api().post(`/api/practice/gp/correspondence/${letterId}/reply`)).send(body).expect(422);
    expect(problem.fields).toHaveProperty('message');
    await nothingSent();
  });

  it('the GP replies: stored and emailed to the psychologist who wrote the letter', async () => {
    const { body } = await as('gp', api().post(`/api/practice/gp/correspondence/${letterId}/reply`)).send({ message: ' Thanks, I will review. ' }).expect(201);
    expect(body).toMatchObject({ letterId, message: 'Thanks, I will review.' });
    expect(await GpLetterReplyModel.countDocuments({ letterId, gpId: cast.ids.gp, psychologistId: cast.ids.psychologist })).toBe(1);
    const psychologistEmail = (await AccountModel.findById(cast.ids.psychologist).lean())!.email;
    const email = await OutboxMessageModel.findOne({ kind: 'gp-letter-reply' }).lean();
    expect(email).toMatchObject({ to: psychologistEmail, text: expect.stringMatching(/^Thanks, I will review\.\n\nYour correspondence in Harbour: \S+\/psychologists\/account\/correspondence$/) });

    // The psychologist sees it under the letter in their sent list; no one else's list has it.
    const sent = await as('psychologist', api().get('/api/practice/correspondence')).expect(200);
    expect(sent.body.letters.find((l: { letterId: string }) => l.letterId === letterId).replies).toEqual([{ replyId: body.replyId, message: 'Thanks, I will review.', sentAt: expect.any(String) }]);
    const others = await as('other psychologist', api().get('/api/practice/correspondence')).expect(200);
    expect(JSON.stringify(others.body)).not.toContain('Thanks, I will review.');
  });
});
