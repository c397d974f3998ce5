import { generateSync } from 'otplib';
import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { startChallenge, findChallenge } from './challenges';
import { enrolKnownSecret, proveSecondFactor } from './second-factor';
import { SecondFactorChallengeModel, SecondFactorModel } from './second-factor.model';
import { newTotpSecret } from './totp';

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

// One fixed moment, so each code below falls in one 30-second step.
const now = new Date('2026-11-26T08:00:10Z');
const codeAt = (secret: string, at: Date) => generateSync({ secret, epoch: at.getTime() / 1000 });

describe("an administrator's authenticator secret in the database", () => {
  it('is stored sealed, never as the secret, and its codes still prove the second factor', async () => {
    const secret = newTotpSecret();
    await enrolKnownSecret('admin-sealed', secret, ['AAAAA-BBBBB'], now);
    const stored = await SecondFactorModel.findById('admin-sealed').lean();
    expect(stored!.totpSecret).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(await proveSecondFactor('admin-sealed', codeAt(secret, now), now)).toBe('proved');
  });

  it('copied onto another administrator, does not open for them (the account is sealed in)', async () => {
    const secret = newTotpSecret();
    await enrolKnownSecret('admin-a', secret, [], now);
    const sealedForA = (await SecondFactorModel.findById('admin-a').lean())!.totpSecret;
    await SecondFactorModel.create({ _id: 'admin-b', totpSecret: sealedForA, recoveryCodeHashes: [], enrolledAt: now });
    await expect(proveSecondFactor('admin-b', codeAt(secret, new Date(now.getTime() + 30_000)), new Date(now.getTime() + 30_000))).rejects.toThrow(/could not be opened/);
  });

  it('stored before sealing began (plain), still proves the second factor', async () => {
    const secret = newTotpSecret();
    await SecondFactorModel.create({ _id: 'admin-plain', totpSecret: secret, recoveryCodeHashes: [], enrolledAt: now });
    expect(await proveSecondFactor('admin-plain', codeAt(secret, now), now)).toBe('proved');
  });

  it('is sealed in a sign-in that enrols, and opened for the enrolment page', async () => {
    await startChallenge('interaction-1', 'admin-new', now);
    const stored = await SecondFactorChallengeModel.findById('interaction-1').lean();
    expect(stored!.pendingSecret).toMatch(/^v1\./);
    const challenge = await findChallenge('interaction-1', now);
    expect(challenge!.pendingSecret).toMatch(/^[A-Z2-7]+=*$/);
    expect(stored!.pendingSecret).not.toContain(challenge!.pendingSecret!);
  });
});
