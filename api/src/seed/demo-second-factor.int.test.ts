import { generateSync } from 'otplib';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { findAccountByEmail } from '../services/identity/accounts/accounts';
import { SecondFactorModel } from '../services/identity/second-factor/second-factor.model';
import { proveSecondFactor } from '../services/identity/second-factor/second-factor';
import { seedDemoAccounts } from './demo-accounts';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_SECOND_FACTOR_REFUSED, seedDemoAdministrators, seedDemoSecondFactor } from './demo-second-factor';
import { DEMO_WORLDS } from './demo-worlds';

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

const ADMIN = 'admin@harbour.test';

describe("the demo administrator's fixed authenticator secret", () => {
  beforeAll(() => seedDemoAccounts());

  it.each([{ HARBOUR_ENV: 'production' }, { NODE_ENV: 'production' }, { HARBOUR_ENV: 'Production' }])('is refused with %j and nothing is written', async (env) => {
    await expect(seedDemoSecondFactor(ADMIN, env)).rejects.toThrow(DEMO_SECOND_FACTOR_REFUSED);
    expect(await SecondFactorModel.countDocuments()).toBe(0);
  });

  it('is enrolled locally once, and its current code proves the second factor', async () => {
    expect(await seedDemoSecondFactor(ADMIN, { HARBOUR_ENV: 'development' })).toBe(true);
    expect(await seedDemoSecondFactor(ADMIN, { HARBOUR_ENV: 'test' })).toBe(false);
    const admin = await findAccountByEmail(ADMIN);
    expect(await proveSecondFactor(admin!._id, generateSync({ secret: DEMO_ADMIN_TOTP_SECRET }))).toBe('proved');
  });

  it("enrols every world's administrator, and a code one of them used still signs in another", async () => {
    expect(await seedDemoAdministrators({ HARBOUR_ENV: 'test' })).toEqual(DEMO_WORLDS.map((w) => w.administrator).filter((email) => email !== ADMIN));
    // One fixed moment, so both proofs fall in the same 30-second step.
    const now = new Date('2026-11-26T08:00:10Z');
    const code = generateSync({ secret: DEMO_ADMIN_TOTP_SECRET, epoch: now.getTime() / 1000 });
    const [first, second] = await Promise.all(DEMO_WORLDS.slice(0, 2).map(async (w) => (await findAccountByEmail(w.administrator))!._id));
    expect(await proveSecondFactor(first, code, now)).toBe('proved');
    expect(await proveSecondFactor(first, code, now)).toBe('used');
    expect(await proveSecondFactor(second, code, now)).toBe('proved');
  });
});
