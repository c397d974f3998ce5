import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { signInMatrixPeople, type MatrixPerson } from '../../../test-support/people';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD } from '../../../test-support/sign-in';
import { hashPassword } from '../../identity/accounts/passwords';
import { createUserWithProfile } from '../profiles/new-user';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { AccountModel } from '../../identity/accounts/account.model';
import { PartialAccountModel } from '../partial-accounts/partial-account.model';
import { RelationshipModel, RelationshipPairLockModel } from './relationship.model';
import { ALREADY_LINKED } from './relationships';

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

describe('couples relationships', () => {
  it('a client finds their partner by email, invites them (emailed), the partner confirms, either ends it', async () => {
    const found = await api()
      .get('/api/users/accounts/search')
      .query({ email: await emailOf(ids['other client']) })
      .set('authorization', auth.client)
      .expect(200);
    expect(found.body).toEqual({
      accounts: [
        {
          userId: ids['other client'],
          userType: 'client',
          firstName: 'Sam',
          lastName: 'Other',
        },
      ],
    });
    // Never the caller, never a practitioner.
    expect(
      (
        await api()
          .get('/api/users/accounts/search')
          .query({ email: await emailOf(ids.psychologist) })
          .set('authorization', auth.client)
          .expect(200)
      ).body.accounts,
    ).toEqual([]);

    const started = await initiate(auth.client, ids['other client']).expect(201);
    expect(started.body).toMatchObject({
      status: 'Initiated',
      role: 'initiator',
      partner: { userId: ids['other client'], firstName: 'Sam' },
    });
    expect(
      await OutboxMessageModel.findOne({
        to: await emailOf(ids['other client']),
        kind: 'relationship-invitation',
      }).lean(),
    ).toMatchObject({
      subject: 'Robin invited you to couples sessions on Harbour',
    });

    // Only the invitee confirms.
    await api().post(`/api/users/relationships/${started.body.relationshipId}/confirm`).set('authorization', auth.client).expect(404);
    const confirmed = await api()
      .post(`/api/users/relationships/${started.body.relationshipId}/confirm`)
      .set('authorization', auth['other client'])
      .expect(200);
    expect(confirmed.body).toMatchObject({
      status: 'Confirmed',
      role: 'invitee',
      partner: { userId: ids.client },
    });
    const listed = await api().get(`/api/users/patients/${ids['other client']}/relationships`).set('authorization', auth['other client']).expect(200);
    expect(listed.body.relationships.map((r: { relationshipId: string }) => r.relationshipId)).toEqual([started.body.relationshipId]);

    // One active relationship per pair: a second invitation either way is refused, nothing written.
    const before = await RelationshipModel.countDocuments();
    expect((await initiate(auth['other client'], ids.client).expect(409)).body.detail).toBe(ALREADY_LINKED);
    expect(await RelationshipModel.countDocuments()).toBe(before);

    await api().delete(`/api/users/relationships/${started.body.relationshipId}/deactivate`).set('authorization', auth['other client']).expect(204);
    expect(await RelationshipModel.findById(started.body.relationshipId).lean()).toMatchObject({
      status: 'Deactivated',
      deactivatedBy: ids['other client'],
    });
    await api().post(`/api/users/relationships/${started.body.relationshipId}/confirm`).set('authorization', auth['other client']).expect(409);
    // The pair may link again once it has ended.
    const again = await initiate(auth.client, ids['other client']).expect(201);
    await api().delete(`/api/users/relationships/${again.body.relationshipId}/deactivate`).set('authorization', auth.client).expect(204);
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

  it('invites a partner without an account: a partial account, an email with /signup/{id}, confirmed once they join', async () => {
    const email = `partner-${randomUUID()}@example.com`;
    const invited = await api()
      .post('/api/users/partial-accounts/invitee')
      .set('authorization', auth.client)
      .send({ email, firstName: 'Jess', lastName: 'Partner' })
      .expect(201);
    const { partialAccountId, relationshipId } = invited.body;
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
      .send({ verificationCode: code, password: 'Couples-2026-ok' })
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

  it('refuses bad input and an email that already has an account, writing nothing', async () => {
    const before = [await RelationshipModel.countDocuments(), await PartialAccountModel.countDocuments()];
    expect((await initiate(auth.client, ids.client).expect(422)).body.fields).toEqual({ inviteeUserId: 'You cannot invite yourself.' });
    await initiate(auth.client, ids.psychologist).expect(404);
    await api()
      .post('/api/users/relationships/initiate')
      .set('authorization', auth.client)
      .send({
        inviteeUserId: ids['other client'],
        inviteeUserType: 'psychologist',
      })
      .expect(422);
    await api()
      .post('/api/users/partial-accounts/invitee')
      .set('authorization', auth.client)
      .send({ email: await emailOf(ids.gp), firstName: 'G', lastName: 'P' })
      .expect(409);
    expect(
      Object.keys(
        (
          await api()
            .post('/api/users/partial-accounts/invitee')
            .set('authorization', auth.client)
            .send({ email: 'nope', firstName: '', lastName: 'X' })
            .expect(422)
        ).body.fields,
      ).sort(),
    ).toEqual(['email', 'firstName']);
    await api().get('/api/users/accounts/search').query({ email: 'not-an-email' }).set('authorization', auth.client).expect(422);
    expect([await RelationshipModel.countDocuments(), await PartialAccountModel.countDocuments()]).toEqual(before);
  });

  it('access matrix: anonymous 401, practitioners 403, another client 404 on what is not theirs', async () => {
    const started = await initiate(auth.client, ids['other client']).expect(201);
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
      passwordHash: await hashPassword(TEST_PASSWORD),
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
