import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { signInMatrixPeople, type MatrixPerson } from '../../test-support/people';
import { useServerWithDatabase } from '../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../test-support/sign-in';
import { createUserWithProfile } from '../accounts/profiles/new-user';
import { OutboxMessageModel } from '../notifications/outbox-message.model';
import { AccountModel } from '../identity/accounts/account.model';
import { PartialAccountModel } from '../accounts/partial-accounts/partial-account.model';
import { RelationshipModel, RelationshipPairLockModel } from './relationship.model';
import { ALREADY_LINKED } from './relationships';
import { CURRENT_TERMS_VERSION } from '../accounts/registration/terms-version';

const server = useServerWithDatabase(__filename);
let ids: Record<MatrixPerson, string>;
let auth: Record<MatrixPerson, string>;
const api = () => request(server.url);
const emailOf = async (id: string) => (await AccountModel.findById(id).lean())!.email;
const initiate = (who: string, inviteeUserId: string) =>
  api().post('/api/users/relationships/initiate').set('authorization', who).send({ inviteeUserId, inviteeUserType: 'client' });

beforeAll(async () => {
  ({ ids, auth } = await signInMatrixPeople(server.url));
}, 180_000); // six real sign-ins (scrypt): slow on a busy machine

const invite = (who: string, email: string, name = { firstName: 'Sam', lastName: 'Other' }) =>
  api().post('/api/users/partial-accounts/invitee').set('authorization', who).send({ email, ...name });
const confirm = (who: string, relationshipId: string) => api().post(`/api/users/relationships/${relationshipId}/confirm`).set('authorization', who);
const end = (who: string, relationshipId: string) => api().delete(`/api/users/relationships/${relationshipId}/deactivate`).set('authorization', who).expect(204);

describe('couples relationships', () => {
  it('a client invites their partner by email (emailed), the partner confirms, either ends it, and they may link again by id', async () => {
    const started = await invite(auth.client, await emailOf(ids['other client'])).expect(201);
    expect(Object.keys(started.body)).toEqual(['relationshipId']);
    const { relationshipId } = started.body;
    expect(
      await OutboxMessageModel.findOne({
        to: await emailOf(ids['other client']),
        kind: 'relationship-invitation',
      }).lean(),
    ).toMatchObject({
      subject: 'Robin invited you to couples sessions on Harbour',
    });
    // Until the partner accepts, the inviter sees the name they typed and nothing about an account.
    const waiting = await api().get(`/api/users/patients/${ids.client}/relationships`).set('authorization', auth.client).expect(200);
    expect(waiting.body.relationships).toEqual([
      expect.objectContaining({ relationshipId, status: 'Initiated', role: 'initiator', partner: { firstName: 'Sam', lastName: 'Other', hasAccount: false } }),
    ]);

    // Only the invitee confirms.
    await confirm(auth.client, relationshipId).expect(404);
    const confirmed = await confirm(auth['other client'], relationshipId).expect(200);
    expect(confirmed.body).toMatchObject({
      status: 'Confirmed',
      role: 'invitee',
      partner: { userId: ids.client },
    });
    const listed = await api().get(`/api/users/patients/${ids['other client']}/relationships`).set('authorization', auth['other client']).expect(200);
    expect(listed.body.relationships.map((r: { relationshipId: string }) => r.relationshipId)).toEqual([relationshipId]);
    const mine = await api().get(`/api/users/patients/${ids.client}/relationships`).set('authorization', auth.client).expect(200);
    expect(mine.body.relationships[0].partner).toEqual({ userId: ids['other client'], firstName: 'Sam', lastName: 'Other', hasAccount: true });

    // One active relationship per pair: a second one either way is refused, nothing written.
    const before = await RelationshipModel.countDocuments();
    expect((await initiate(auth['other client'], ids.client).expect(409)).body.detail).toBe(ALREADY_LINKED);
    expect(await RelationshipModel.countDocuments()).toBe(before);

    await end(auth['other client'], relationshipId);
    expect(await RelationshipModel.findById(relationshipId).lean()).toMatchObject({
      status: 'Deactivated',
      deactivatedBy: ids['other client'],
    });
    await confirm(auth['other client'], relationshipId).expect(409);
    // The pair may link again once it has ended: former partners by id.
    const again = await initiate(auth.client, ids['other client']).expect(201);
    await end(auth.client, again.body.relationshipId);
  });

  it('only one of two clients inviting each other at the same moment wins (a unique insert decides)', async () => {
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([initiate(auth.client, ids['other client']), initiate(auth['other client'], ids.client)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const winner = results.find((r) => r.status === 201)!;
      const pair = [ids.client, ids['other client']].sort().join('|');
      expect(await RelationshipPairLockModel.findById(pair).lean()).toMatchObject({ relationshipId: winner.body.relationshipId });
      const active = (await RelationshipModel.find({ pairKey: pair }).lean()).filter((r) => r.status !== 'Deactivated');
      expect(active.map((r) => r._id)).toEqual([winner.body.relationshipId]);
      await api().delete(`/api/users/relationships/${winner.body.relationshipId}/deactivate`).set('authorization', auth.client).expect(204);
    }
  });

  it('two invitations crossing by email: accepting both at once links the pair once (the pair lock decides)', async () => {
    const [mine, theirs] = await Promise.all([
      invite(auth.client, await emailOf(ids['other client'])).expect(201),
      invite(auth['other client'], await emailOf(ids.client), { firstName: 'Robin', lastName: 'Lee' }).expect(201),
    ]);
    const results = await Promise.all([confirm(auth['other client'], mine.body.relationshipId), confirm(auth.client, theirs.body.relationshipId)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results[0].status === 200 ? mine.body.relationshipId : theirs.body.relationshipId;
    const pair = [ids.client, ids['other client']].sort().join('|');
    expect(await RelationshipPairLockModel.findById(pair).lean()).toMatchObject({ relationshipId: winner });
    await end(auth.client, mine.body.relationshipId);
    await end(auth['other client'], theirs.body.relationshipId);
  });

  it('invites a partner without an account: a partial account, an email with /signup/{id}, confirmed once they join', async () => {
    const email = `partner-${randomUUID()}@example.com`;
    const invited = await invite(auth.client, email, { firstName: 'Jess', lastName: 'Partner' }).expect(201);
    const { relationshipId } = invited.body;
    const partialAccountId = (await RelationshipModel.findById(relationshipId).lean())!.inviteePartialAccountId!;
    const message = await OutboxMessageModel.findOne({
      to: email,
      kind: 'partial-account-invitation',
    }).lean();
    expect(message?.text).toContain(`/signup/${partialAccountId}`);
    expect(message?.subject).toBe('Robin invited you to couples sessions on Harbour');

    // They join through the partial-account sign-up (code + password), then confirm.
    await api().post(`/api/users/partial-accounts/${partialAccountId}/verification/send`).expect(204);
    const code = (await OutboxMessageModel.findOne({
      to: email,
      kind: 'partial-account-code',
    }).lean())!.text.match(/\b(\d{6})\b/)![1];
    await api()
      .post(`/api/users/partial-accounts/${partialAccountId}/verification/validate`)
      .send({ verificationCode: code, password: 'Couples-2026-ok', acceptedTermsVersion: CURRENT_TERMS_VERSION })
      .expect(200);
    const partnerAuth = `Bearer ${(await signIn(server.url, email, 'Couples-2026-ok')).access_token}`;
    const partnerId = (await PartialAccountModel.findById(partialAccountId).lean())!.userId!;
    const theirs = await api().get(`/api/users/patients/${partnerId}/relationships`).set('authorization', partnerAuth).expect(200);
    expect(theirs.body.relationships).toEqual([
      expect.objectContaining({
        relationshipId,
        role: 'invitee',
        status: 'Initiated',
        partner: expect.objectContaining({ userId: ids.client }),
      }),
    ]);
    await api().post(`/api/users/relationships/${relationshipId}/confirm`).set('authorization', partnerAuth).expect(200);
    // Listed once, though the record now names the partner both by user id and by partial account.
    const confirmed = await api().get(`/api/users/patients/${partnerId}/relationships`).set('authorization', partnerAuth).expect(200);
    expect(confirmed.body.relationships).toEqual([expect.objectContaining({ relationshipId, role: 'invitee', status: 'Confirmed' })]);
    expect(await RelationshipPairLockModel.findById([ids.client, partnerId].sort().join('|')).lean()).toMatchObject({ relationshipId });
    await initiate(partnerAuth, ids.client).expect(409);
  });

  it('refuses bad input, oneself and ids that are not a former partner, writing nothing', async () => {
    const before = [await RelationshipModel.countDocuments(), await PartialAccountModel.countDocuments()];
    expect((await initiate(auth.client, ids.client).expect(422)).body.fields).toEqual({ inviteeUserId: 'You cannot invite yourself.' });
    expect((await invite(auth.client, await emailOf(ids.client)).expect(422)).body.fields).toEqual({ email: 'You cannot invite yourself.' });
    // Not a former partner, a practitioner, nobody at all: one answer.
    const notFormer = [ids.gp, ids.psychologist, randomUUID()];
    const details = await Promise.all(notFormer.map(async (id) => (await initiate(auth.client, id).expect(404)).body.detail));
    expect(new Set(details).size).toBe(1);
    await api()
      .post('/api/users/relationships/initiate')
      .set('authorization', auth.client)
      .send({
        inviteeUserId: ids['other client'],
        inviteeUserType: 'psychologist',
      })
      .expect(422);
    expect(Object.keys((await invite(auth.client, 'nope', { firstName: '', lastName: 'X' }).expect(422)).body.fields).sort()).toEqual(['email', 'firstName']);
    await api().get('/api/users/accounts/search').query({ email: 'not-an-email' }).set('authorization', auth.client).expect(422);
    expect([await RelationshipModel.countDocuments(), await PartialAccountModel.countDocuments()]).toEqual(before);
  });

  it('access matrix: anonymous 401, practitioners 403, another client 404 on what is not theirs', async () => {
    const started = await invite(auth.client, await emailOf(ids['other client'])).expect(201);
    const id = started.body.relationshipId;
    const calls = (who?: string) => {
      const set = (r: request.Test) => (who ? r.set('authorization', who) : r);
      return [
        set(api().get('/api/users/accounts/search').query({ email: 'a@example.com' })),
        set(
          api()
            .post('/api/users/partial-accounts/invitee')
            .send({
              email: `x-${randomUUID()}@example.com`,
              firstName: 'X',
              lastName: 'Y',
            }),
        ),
        set(api().post('/api/users/relationships/initiate').send({ inviteeUserId: ids.client, inviteeUserType: 'client' })),
        set(api().post(`/api/users/relationships/${id}/confirm`)),
        set(api().delete(`/api/users/relationships/${id}/deactivate`)),
        set(api().get(`/api/users/patients/${ids.client}/relationships`)),
      ];
    };
    const before = [await RelationshipModel.countDocuments(), await PartialAccountModel.countDocuments()];
    for (const call of calls()) await call.expect(401);
    for (const who of ['psychologist', 'gp'] as const) for (const call of calls(auth[who])) await call.expect(403);
    expect([await RelationshipModel.countDocuments(), await PartialAccountModel.countDocuments()]).toEqual(before);

    // A third client: not an invitee, not a party.
    const thirdEmail = `third-${randomUUID()}@example.com`;
    await createUserWithProfile({
      userType: 'client',
      email: thirdEmail,
      passwordHash: await testPasswordHash(),
      profile: { firstName: 'Third', lastName: 'Client' },
    });
    const third = `Bearer ${(await signIn(server.url, thirdEmail, TEST_PASSWORD)).access_token}`;
    await api().post(`/api/users/relationships/${id}/confirm`).set('authorization', third).expect(404);
    await api().delete(`/api/users/relationships/${id}/deactivate`).set('authorization', third).expect(404);
    await api().get(`/api/users/patients/${ids.client}/relationships`).set('authorization', auth['other client']).expect(404);
    expect(await RelationshipModel.findById(id).lean()).toMatchObject({
      status: 'Initiated',
    });
    await api().delete(`/api/users/relationships/${id}/deactivate`).set('authorization', auth.client).expect(204);
  });
});
