import { AttemptSlotModel } from '../http/rate-limit/attempt-slot.model';
import { passwordChecks } from '../services/identity/accounts/passwords';
import { FREE_FAILURES } from '../services/identity/accounts/sign-in-throttle';
import { SIGN_IN_MESSAGES } from '../services/identity/provider/interactions';
import { useServerWithDatabase } from '../test-support/server-with-database';
import { attemptSignIn, createTestAccount, signIn, TEST_PASSWORD } from '../test-support/sign-in';
import { startTestServer } from '../test-support/test-server';

// Counters that FerretDB does not make atomic would let parallel guesses through: limits are slot inserts.
const server = useServerWithDatabase(__filename);

async function checksDuring<T>(work: () => Promise<T>): Promise<{ result: T; checked: number }> {
  const before = passwordChecks.count;
  const result = await work();
  return { result, checked: passwordChecks.count - before };
}

const statusesOf = (attempts: { status: number }[]) => attempts.map((a) => a.status);

describe('attack: parallel wrong passwords against one account', () => {
  it.each([30, 50])('%i at once from as many addresses check at most 5 passwords, never 500, and the right one is then refused', async (burst) => {
    const victim = await createTestAccount('client', { productCost: true });
    const { result, checked } = await checksDuring(() =>
      Promise.all(Array.from({ length: burst }, (_, i) => attemptSignIn(server.url, victim.email, `wrong-password-${i}`, { fromIp: `198.51.100.${i + 1}` }))),
    );
    const statuses = statusesOf(result);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES);
    expect(statuses.every((s) => [401, 423, 429].includes(s))).toBe(true);

    const right = await checksDuring(() => attemptSignIn(server.url, victim.email, TEST_PASSWORD));
    expect(right.result.status).toBe(423);
    expect(right.result.page).toContain(SIGN_IN_MESSAGES.locked);
    expect(right.checked).toBe(0); // delayed: not even checked
    expect(await AttemptSlotModel.countDocuments({ bucket: `sign-in-failures|${victim.email}` })).toBeLessThanOrEqual(FREE_FAILURES);
  }, 120000);
});

describe('attack: many guesses from one address', () => {
  it('30 at once from one address: a few are checked, the rest refused at once (429), never 500', async () => {
    const victim = await createTestAccount('client', { productCost: true });
    const { result, checked } = await checksDuring(() =>
      Promise.all(Array.from({ length: 30 }, (_, i) => attemptSignIn(server.url, victim.email, `wrong-password-${i}`, { fromIp: '203.0.113.9' }))),
    );
    const statuses = statusesOf(result);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES);
    expect(statuses.every((s) => [401, 423, 429].includes(s))).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(FREE_FAILURES);
  }, 120000);

  it('50 at once against a per-IP limit of 20: at most 20 checked, the rest 429, never 500', async () => {
    const limited = await startTestServer({ signInAttemptsPerIp: 20 });
    try {
      const { result, checked } = await checksDuring(() =>
        Promise.all(Array.from({ length: 50 }, (_, i) => attemptSignIn(limited.url, `someone-${i}@example.test`, 'wrong-password-1'))),
      );
      const statuses = statusesOf(result);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(checked).toBeLessThanOrEqual(20);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
    } finally {
      await limited.close();
    }
  }, 120000);
});

describe('only failures count (strangers cannot lock a person out for long)', () => {
  it('11 genuine sign-ins in a row are all accepted', async () => {
    const person = await createTestAccount('psychologist', { isApproved: true });
    for (let i = 0; i < 11; i++) await signIn(server.url, person.email, TEST_PASSWORD);
  }, 120000);

  it('four wrong passwords then the right one signs in and clears the count', async () => {
    const person = await createTestAccount('client', { productCost: true });
    for (let i = 0; i < FREE_FAILURES - 1; i++) expect((await attemptSignIn(server.url, person.email, `wrong-${i}-password`)).status).toBe(401);
    await signIn(server.url, person.email, TEST_PASSWORD);
    expect(await AttemptSlotModel.countDocuments({ bucket: `sign-in-failures|${person.email}` })).toBe(0);
  }, 60000);

  it('one account delayed does not delay another', async () => {
    const victim = await createTestAccount('client', { productCost: true });
    const bystander = await createTestAccount('client', { productCost: true });
    await Promise.all(Array.from({ length: 10 }, (_, i) => attemptSignIn(server.url, victim.email, `wrong-password-${i}`)));
    await signIn(server.url, bystander.email, TEST_PASSWORD);
  }, 60000);
});
