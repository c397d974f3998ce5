import { decodeJwt } from 'jose';
import { generateSync } from 'otplib';
import { useServerWithDatabase } from '../test-support/server-with-database';
import { attemptSignIn, codesAround, CookieJar, createEnrolledAdministrator, createTestAccount, refreshTokens, signIn, TEST_PASSWORD } from '../test-support/sign-in';
import { SecondFactorModel, SecondFactorUseModel } from '../services/identity/second-factor/second-factor.model';
import { SECOND_FACTOR_MESSAGES } from '../services/identity/provider/second-factor-interactions';
import { recoveryCodeHash } from '../services/identity/second-factor/recovery-codes';
import { expressAuthentication } from '../auth/authentication';
import { sweepSecondFactorRecords } from '../services/identity/second-factor/sweep';
import { ProviderRecordModel } from '../services/identity/provider/provider-record.model';
import { STEP_UP_REQUIRED } from '../auth/second-factor-check';
import type { Request } from 'express';

// Administrators' second factor against the real authority and database: the sign-in stops at the
// code, a code and a recovery code count once however many requests race, enrolment shows the
// recovery codes once and keeps only hashes, and step-up needs a fresh proof in the session.
const server = useServerWithDatabase(__filename, { seed: true });
const decodeHtml = (text: string) => text.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/**
 * 10 sign-ins that pass the password one after another (the password's own limits are not what is
 * tested), then all post the same code at once.
 */
async function raceAtTheCode(email: string, code: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const attempts = [];
  for (let i = 0; i < 10; i += 1) {
    let reached!: () => void;
    const atTheCode = new Promise<void>((resolve) => (reached = resolve));
    attempts.push(attemptSignIn(server.url, email, TEST_PASSWORD, { secondFactorCode: code, beforeSecondFactor: () => (reached(), gate) }));
    await atTheCode;
  }
  release();
  return Promise.all(attempts);
}

describe("an administrator's sign-in", () => {
  it('stops at the code page after the password: no tokens without the second factor', async () => {
    const admin = await createEnrolledAdministrator();
    const attempt = await attemptSignIn(server.url, admin.email, TEST_PASSWORD, { stopAtSecondFactor: true });
    expect(attempt.tokens).toBeUndefined();
    expect(attempt.page).toContain('Enter your authenticator code');
  });

  it('refuses a wrong code with a clear message and records no use', async () => {
    const admin = await createEnrolledAdministrator();
    const wrong = codesAround(admin.totpSecret).includes('000000') ? '111111' : '000000';
    const attempt = await attemptSignIn(server.url, admin.email, TEST_PASSWORD, { secondFactorCode: wrong });
    expect(attempt.status).toBe(401);
    expect(decodeHtml(attempt.page!)).toContain(SECOND_FACTOR_MESSAGES.invalid);
    expect(await SecondFactorUseModel.countDocuments({ accountId: admin.account._id })).toBe(0);
  });

  it('with the code: a short-lived access token saying otp', async () => {
    const admin = await createEnrolledAdministrator();
    const tokens = await signIn(server.url, admin.email, TEST_PASSWORD, { totpSecret: admin.totpSecret });
    const claims = decodeJwt(tokens.access_token);
    expect(claims.amr).toEqual(['pwd', 'otp']);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(300);
    expect(tokens.expires_in).toBeLessThanOrEqual(300);
  });

  it('a refreshed token still says otp, lives as short, and its refresh token ends within 8 hours of the sign-in', async () => {
    const admin = await createEnrolledAdministrator();
    const tokens = await signIn(server.url, admin.email, TEST_PASSWORD, { totpSecret: admin.totpSecret });
    const refreshed = await refreshTokens(server.url, tokens.refresh_token!);
    expect(refreshed.status).toBe(200);
    const claims = decodeJwt(((await refreshed.json()) as { access_token: string }).access_token);
    expect(claims.amr).toEqual(['pwd', 'otp']);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(300);
    const refreshRecords = await ProviderRecordModel.find({ kind: 'RefreshToken', accountId: admin.account._id }).lean();
    expect(refreshRecords.length).toBeGreaterThan(0);
    for (const record of refreshRecords) expect(record.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 8 * 3600 * 1000 + 5000);
  });

  it("a client's token says pwd only and keeps the usual lifetime", async () => {
    const client = await createTestAccount('client');
    const claims = decodeJwt((await signIn(server.url, client.email, TEST_PASSWORD)).access_token);
    expect(claims.amr).toEqual(['pwd']);
    expect(claims.exp! - claims.iat!).toBe(600);
  });

  it('counts one code once: of 10 sign-ins racing with the same code, one gets in', async () => {
    const admin = await createEnrolledAdministrator();
    // A code of the step after the current one is still accepted (±1 step) and no other test used it.
    const code = generateSync({ secret: admin.totpSecret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const attempts = await raceAtTheCode(admin.email, code);
    expect(attempts.filter((attempt) => attempt.tokens)).toHaveLength(1);
    const refused = attempts.filter((attempt) => !attempt.tokens);
    expect(refused.every((attempt) => attempt.status === 401 && decodeHtml(attempt.page!).includes(SECOND_FACTOR_MESSAGES.used))).toBe(true);
  });

  it('counts one recovery code once: of 10 parallel uses, one gets in; after 10 wrong codes in 15 minutes even a good code waits', async () => {
    const admin = await createEnrolledAdministrator();
    const [first, second] = admin.recoveryCodes;
    const attempts = await raceAtTheCode(admin.email, first);
    expect(attempts.filter((attempt) => attempt.tokens)).toHaveLength(1);
    expect(attempts.filter((attempt) => attempt.status === 401 && decodeHtml(attempt.page!).includes(SECOND_FACTOR_MESSAGES.used))).toHaveLength(9);
    expect(await SecondFactorUseModel.countDocuments({ _id: `${admin.account._id}|recovery|${recoveryCodeHash(first)}` })).toBe(1);
    // Neither the 9 replays nor the one that got in count: only wrong codes do. 10 of them reach the limit.
    for (let i = 0; i < 10; i += 1)
      expect((await attemptSignIn(server.url, admin.email, TEST_PASSWORD, { secondFactorCode: 'ZZZZZ-ZZZZZ' })).status).toBe(401);
    const eleventh = await attemptSignIn(server.url, admin.email, TEST_PASSWORD, { secondFactorCode: second });
    expect(eleventh.status).toBe(429);
    expect(decodeHtml(eleventh.page!)).toContain(SECOND_FACTOR_MESSAGES.limited);
  });

  it('counts only wrong codes: 11 good sign-ins in a row all get in', async () => {
    const admin = await createEnrolledAdministrator();
    const codes = [...admin.recoveryCodes, generateSync({ secret: admin.totpSecret })];
    for (const code of codes) expect((await attemptSignIn(server.url, admin.email, TEST_PASSWORD, { secondFactorCode: code })).tokens).toBeDefined();
  });

  it('takes a recovery code typed in lower case with spaces', async () => {
    const admin = await createEnrolledAdministrator();
    const typed = ` ${admin.recoveryCodes[3].toLowerCase().replace('-', ' ')} `;
    const attempt = await attemptSignIn(server.url, admin.email, TEST_PASSWORD, { secondFactorCode: typed });
    expect(decodeJwt(attempt.tokens!.access_token).amr).toContain('otp');
  });
});

describe('the code page without the password step', () => {
  it("is refused: a code alone, or another browser's sign-in, signs nobody in", async () => {
    const admin = await createEnrolledAdministrator();
    const jar = new CookieJar();
    const stopped = await attemptSignIn(server.url, admin.email, TEST_PASSWORD, { jar, stopAtSecondFactor: true });
    const action = stopped.page!.match(/action="([^"]*\/second-factor)"/)![1];
    // Another browser (no interaction cookie) posts a right code to this sign-in.
    const stranger = await fetch(`${server.url}${action}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: codesAround(admin.totpSecret)[0] }).toString(),
    });
    expect(stranger.status).toBe(400);
    expect(await SecondFactorUseModel.countDocuments({ accountId: admin.account._id })).toBe(0);

    // A sign-in that never passed the password has no code page.
    const fresh = new CookieJar();
    const other = await attemptSignIn(server.url, 'nobody@example.test', 'wrong-password-1', { jar: fresh });
    expect(other.status).toBe(401);
    const uid = other.page!.match(/\/identity\/interaction\/([^/]+)\/login/)![1];
    const page = await fetch(`${server.url}/identity/interaction/${uid}/second-factor`, { headers: { cookie: fresh.header() } });
    expect(page.status).toBe(400);
    expect(decodeHtml(await page.text())).toContain('This sign-in link has expired or was already used');
  });
});

describe('enrolment', () => {
  it('shows a QR code and the key, then the recovery codes once; keeps only their hashes; signs in with otp', async () => {
    const account = await createTestAccount('administrator');
    const jar = new CookieJar();
    const first = await attemptSignIn(server.url, account.email, TEST_PASSWORD, { jar, stopAtSecondFactor: true });
    expect(first.page).toContain('Set up your authenticator');
    expect(first.page).toContain('<svg');
    const secret = first.page!.match(/<code id="secret">([A-Z2-7 ]+)<\/code>/)![1].replace(/ /g, '');
    expect(await SecondFactorModel.exists({ _id: account._id })).toBeNull();

    // The page's own form, as a person would post it.
    const action = first.page!.match(/action="([^"]*\/enrol)"/)![1];
    const post = (url: string, body: Record<string, string>) =>
      fetch(`${server.url}${url}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
        body: new URLSearchParams(body).toString(),
      });
    const wrong = await post(action, { code: '12345' });
    expect(wrong.status).toBe(401);
    expect(decodeHtml(await wrong.text())).toContain(SECOND_FACTOR_MESSAGES.enrolInvalid);
    expect(await SecondFactorModel.exists({ _id: account._id })).toBeNull();

    const confirmed = await post(action, { code: generateSync({ secret }) });
    const page = await confirmed.text();
    expect(confirmed.status).toBe(200);
    const codes = [...page.matchAll(/<li><code>([A-Z0-9-]+)<\/code><\/li>/g)].map((match) => match[1]);
    expect(codes).toHaveLength(10);
    const stored = await SecondFactorModel.findById(account._id).lean();
    expect(stored!.recoveryCodeHashes).toEqual(codes.map(recoveryCodeHash));
    expect(JSON.stringify(stored)).not.toContain(codes[0]);

    const finished = await post(page.match(/action="([^"]*\/enrolled)"/)![1], {});
    expect(finished.status).toBe(303);
    // The next sign-in asks for the code, no longer the enrolment.
    const again = await attemptSignIn(server.url, account.email, TEST_PASSWORD, { stopAtSecondFactor: true });
    expect(again.page).toContain('Enter your authenticator code');
    expect(again.page).not.toContain(secret);
  });
});

describe('step-up', () => {
  const asRequest = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as unknown as Request;

  it('needs a fresh code in the same session; a wrong code is refused and proves nothing', async () => {
    const admin = await createEnrolledAdministrator();
    const tokens = await signIn(server.url, admin.email, TEST_PASSWORD, { totpSecret: admin.totpSecret });
    await expect(expressAuthentication(asRequest(tokens.access_token), 'jwt', ['administrator', 'step-up'])).rejects.toMatchObject({ status: 403, detail: STEP_UP_REQUIRED });

    const stepUp = (code: string) =>
      fetch(`${server.url}/api/identity/second-factor/step-up`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
    const wrong = await stepUp('ZZZZZ-ZZZZZ');
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ fields: { code: expect.stringContaining('not right') } });
    await expect(expressAuthentication(asRequest(tokens.access_token), 'jwt', ['administrator', 'step-up'])).rejects.toMatchObject({ status: 403 });

    expect((await stepUp(admin.recoveryCodes[0])).status).toBe(204);
    await expect(expressAuthentication(asRequest(tokens.access_token), 'jwt', ['administrator', 'step-up'])).resolves.toMatchObject({ sub: admin.account._id });
  });
});

describe('the sweep', () => {
  it('forgets old TOTP steps but never a used recovery code', async () => {
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await SecondFactorUseModel.create([
      { _id: 'swept|totp|1', accountId: 'swept', usedAt: old },
      { _id: 'swept|recovery|abc', accountId: 'swept', usedAt: old },
      { _id: 'swept|totp|2', accountId: 'swept', usedAt: new Date() },
    ]);
    await sweepSecondFactorRecords();
    expect((await SecondFactorUseModel.find({ accountId: 'swept' }).lean()).map((use) => use._id).sort()).toEqual(['swept|recovery|abc', 'swept|totp|2']);
  });
});
