import { randomUUID } from 'node:crypto';
import { AccountModel } from '../services/identity/accounts/account.model';
import { OutboxMessageModel } from '../services/notifications/outbox-message.model';
import { COUPLES_LIMITS } from '../services/relationships/couples-limits';
import { RelationshipModel } from '../services/relationships/relationship.model';
import { useServerWithDatabase } from '../test-support/server-with-database';
import { createUserWithProfile } from '../services/accounts/profiles/new-user';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../test-support/sign-in';

// Re-test (medium): any signed-in client could ask GET /api/users/accounts/search?email=… and get
// that person's user id and full name: who is a client of a psychology service is health
// information. Replayed here: the search, the invitation and the list of links must answer the same
// for an address with an account and one without, until the person invited accepts.
const server = useServerWithDatabase(__filename);
const ids = {} as Record<'client' | 'other client' | 'psychologist' | 'gp', string>;
const emailOf = async (id: string) => (await AccountModel.findById(id).lean())!.email;

beforeAll(async () => {
  const passwordHash = await testPasswordHash();
  const names = { firstName: 'Sam', lastName: 'Other' };
  ids.client = await createUserWithProfile({ userType: 'client', email: `client-${randomUUID()}@couples.test`, passwordHash, profile: names });
  ids['other client'] = await createUserWithProfile({ userType: 'client', email: `other-${randomUUID()}@couples.test`, passwordHash, profile: names });
  ids.psychologist = await createUserWithProfile({ userType: 'psychologist', isApproved: true, email: `psy-${randomUUID()}@couples.test`, passwordHash, profile: { ...names, providerNumber: '4024742F' } });
  ids.gp = await createUserWithProfile({ userType: 'gp', isApproved: true, email: `gp-${randomUUID()}@couples.test`, passwordHash, profile: { ...names, providerNumber: '2547611Y', practiceName: 'Harbour Clinic' } });
});

/** A fresh signed-in client (so each test has its own rate-limit budget). */
async function newClient(firstName = 'Casey') {
  const email = `client-${randomUUID()}@couples.test`;
  const id = await createUserWithProfile({ userType: 'client', email, passwordHash: await testPasswordHash(), profile: { firstName, lastName: 'Client' } });
  return { id, email, auth: `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}` };
}

const search = (who: string, email: string) => fetch(`${server.url}/api/users/accounts/search?email=${encodeURIComponent(email)}`, { headers: { authorization: who } });
const invite = (who: string, email: string) =>
  fetch(`${server.url}/api/users/partial-accounts/invitee`, {
    method: 'POST',
    headers: { authorization: who, 'content-type': 'application/json' },
    body: JSON.stringify({ email, firstName: 'Pat', lastName: 'Typed' }),
  });
const linksOf = async (who: { id: string; auth: string }) =>
  ((await (await fetch(`${server.url}/api/users/patients/${who.id}/relationships`, { headers: { authorization: who.auth } })).json()) as { relationships: { relationshipId: string; status: string; partner: Record<string, unknown> }[] }).relationships;

describe('attack: finding out who is a Harbour client by email', () => {
  it("the search answers a client's, a psychologist's and a stranger's address exactly alike: no id, no name", async () => {
    const attacker = await newClient();
    const answers = [];
    for (const email of [await emailOf(ids['other client']), await emailOf(ids.psychologist), `nobody-${randomUUID()}@example.com`]) {
      const response = await search(attacker.auth, email);
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, body: '{"accounts":[]}' }));
  });

  it('inviting by email answers the same for an address with a client, a practitioner or no account; the inviter sees only the name they typed', async () => {
    const inviter = await newClient();
    const addresses = [await emailOf(ids['other client']), await emailOf(ids.gp), `stranger-${randomUUID()}@example.com`];
    const answers = [];
    for (const email of addresses) {
      const response = await invite(inviter.auth, email);
      answers.push({ status: response.status, keys: Object.keys((await response.json()) as object) });
    }
    expect(answers).toEqual(Array(3).fill({ status: 201, keys: ['relationshipId'] }));
    const links = await linksOf(inviter);
    expect(links.map((l) => l.partner)).toEqual(Array(3).fill({ firstName: 'Pat', lastName: 'Typed', hasAccount: false }));
    // Inviting the same address again is refused alike, whoever owns it.
    for (const email of addresses) expect((await invite(inviter.auth, email)).status).toBe(409);
  });

  it('the partner’s own name and id reach the inviter only once they accept; then the search finds them', async () => {
    const inviter = await newClient();
    const partner = await newClient('Morgan');
    const { relationshipId } = (await (await invite(inviter.auth, partner.email)).json()) as { relationshipId: string };
    expect((await linksOf(inviter))[0].partner).toEqual({ firstName: 'Pat', lastName: 'Typed', hasAccount: false });
    expect(await (await search(inviter.auth, partner.email)).json()).toEqual({ accounts: [] });

    // The partner sees who invited them (the inviter chose to tell them), and accepts.
    expect((await linksOf(partner))[0]).toMatchObject({ relationshipId, status: 'Initiated', partner: { userId: inviter.id, firstName: 'Casey' } });
    expect((await fetch(`${server.url}/api/users/relationships/${relationshipId}/confirm`, { method: 'POST', headers: { authorization: partner.auth } })).status).toBe(200);

    expect((await linksOf(inviter))[0].partner).toEqual({ userId: partner.id, firstName: 'Morgan', lastName: 'Client', hasAccount: true });
    expect(await (await search(inviter.auth, partner.email)).json()).toEqual({ accounts: [{ userId: partner.id, userType: 'client', firstName: 'Morgan', lastName: 'Client' }] });
  });

  it('naming a client by user id to invite them answers like any id that is not a former partner', async () => {
    const attacker = await newClient();
    const tries = [ids['other client'], ids.client, randomUUID()];
    const answers = [];
    for (const inviteeUserId of tries) {
      const response = await fetch(`${server.url}/api/users/relationships/initiate`, {
        method: 'POST',
        headers: { authorization: attacker.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ inviteeUserId, inviteeUserType: 'client' }),
      });
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0].status).toBe(404);
    expect(await RelationshipModel.countDocuments({ initiatorUserId: attacker.id })).toBe(0);
  });
});

describe('attack: sweeping addresses or mailing strangers', () => {
  it(`a client may search ${COUPLES_LIMITS.searchesPerClient.limit} times in an hour; then 429 with Retry-After`, async () => {
    const sweeper = await newClient();
    for (let i = 0; i < COUPLES_LIMITS.searchesPerClient.limit; i++) expect((await search(sweeper.auth, `a${i}@example.com`)).status).toBe(200);
    const refused = await search(sweeper.auth, 'one-more@example.com');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it(`a client may send ${COUPLES_LIMITS.invitationsPerClient.limit} invitations a day; the next is refused and mails nobody`, async () => {
    const spammer = await newClient();
    for (let i = 0; i < COUPLES_LIMITS.invitationsPerClient.limit; i++) expect((await invite(spammer.auth, `target-${i}-${randomUUID()}@example.com`)).status).toBe(201);
    const lastTarget = `last-${randomUUID()}@example.com`;
    const refused = await invite(spammer.auth, lastTarget);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await OutboxMessageModel.countDocuments({ to: lastTarget })).toBe(0);
  });

  it(`one address gets at most ${COUPLES_LIMITS.invitationsPerAddress.limit} invitations a day, from anyone`, async () => {
    const target = `popular-${randomUUID()}@example.com`;
    const statuses = [];
    for (let i = 0; i <= COUPLES_LIMITS.invitationsPerAddress.limit; i++) statuses.push((await invite((await newClient()).auth, target)).status);
    expect(statuses).toEqual([...Array(COUPLES_LIMITS.invitationsPerAddress.limit).fill(201), 429]);
  }, 120_000);
});
