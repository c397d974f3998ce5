import { createHash, randomBytes } from 'node:crypto';
import { generateSync } from 'otplib';
import { enrolKnownSecret } from '../services/identity/second-factor/second-factor';
import { newTotpSecret } from '../services/identity/second-factor/totp';
import { newRecoveryCodes } from '../services/identity/second-factor/recovery-codes';
import { readConfig } from '../config';
import { createAccount } from '../services/identity/accounts/accounts';
import type { AccountUserType } from '../services/identity/accounts/account.model';
import { hashPassword } from '../services/identity/accounts/passwords';
import { HARBOUR_WEB_CLIENT_ID, HARBOUR_WEB_SCOPE } from '../services/identity/provider/client';

export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token: string;
  expires_in: number;
  scope: string;
}

/** A tiny cookie jar: enough for the identity authority's own cookies on one host. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface SignInAttempt {
  /** The sign-in page's answer to the credentials (200 with tokens means it worked). */
  status: number;
  page?: string;
  tokens?: TokenSet;
}

/**
 * Signs in through the real authorization code + PKCE flow, as the shell does, but with fetch
 * instead of a browser: authorize → sign-in form → resume → code → token endpoint.
 */
export async function attemptSignIn(baseUrl: string, email: string, password: string, options: SignInOptions = {}): Promise<SignInAttempt> {
  const granted = await attemptAuthorizationCode(baseUrl, email, password, options);
  if (!('code' in granted)) return granted;
  const token = await exchangeCode(baseUrl, granted);
  if (!token.ok) throw new Error(`token endpoint answered ${token.status}: ${await token.text()}`);
  return { status: 200, tokens: (await token.json()) as TokenSet };
}

export interface AuthorizationCode {
  code: string;
  verifier: string;
  redirectUri: string;
}

/** The token endpoint's answer for an authorization code (PKCE verifier included). */
export function exchangeCode(baseUrl: string, { code, verifier, redirectUri }: AuthorizationCode): Promise<Response> {
  return fetch(`${baseUrl}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: HARBOUR_WEB_CLIENT_ID,
      code_verifier: verifier,
    }).toString(),
  });
}

/** Authorize → sign-in form → resume: the authorization code, or the sign-in page's answer. */
export interface SignInOptions {
  /** Sent as X-Forwarded-For (the API trusts it from loopback, as from the portal's proxy). */
  fromIp?: string;
  /** Keeps the authority's cookies (its session) for the caller's later requests. */
  jar?: CookieJar;
  /**
   * An administrator's authenticator secret: the second step is answered with its code (the
   * current step's, else the next or previous one's if a test already used it: each counts once).
   */
  totpSecret?: string;
  /** Or this exact code (a recovery code, or a wrong one): the second step's answer is returned. */
  secondFactorCode?: string;
  /** Awaited after the password and before the code is posted: lets a test race only the code step. */
  beforeSecondFactor?: () => Promise<void>;
  /** Answer the second step's page instead of a code (or an enrolment). */
  stopAtSecondFactor?: boolean;
}

type Step = (url: string, init?: RequestInit) => Promise<Response>;
const form = (body: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body).toString(),
});

/**
 * Administrators enrolled by this helper through the real enrolment pages: their secret and the
 * recovery codes not used yet, so later sign-ins of the same account answer with a code too.
 */
const enrolledHere = new Map<string, { totpSecret: string; recoveryCodes: string[] }>();

/** Forgets the administrators enrolled so far: the next test file's database has none. */
export function forgetEnrolments(): void {
  enrolledHere.clear();
}

/**
 * The administrator's second step, as a person would take it: an account without a second factor
 * is enrolled through the enrolment pages (secret read off the page, a code, the recovery codes
 * kept); an enrolled one answers with a code of its secret (each step's code counts once: the
 * current, next and previous step's are tried, then a recovery code).
 */
async function answerSecondFactor(
  step: Step,
  url: string,
  email: string,
  { totpSecret, secondFactorCode, beforeSecondFactor, stopAtSecondFactor }: Pick<SignInOptions, 'totpSecret' | 'secondFactorCode' | 'beforeSecondFactor' | 'stopAtSecondFactor'>,
): Promise<{ resume: string } | SignInAttempt> {
  const refused = async (response: Response) => ({ status: response.status, page: await response.text() });
  const known = enrolledHere.get(email);
  const secret = totpSecret ?? known?.totpSecret;
  if (stopAtSecondFactor || (secondFactorCode === undefined && !secret)) {
    const page = await step(url);
    const html = await page.text();
    const offered = html.match(/<code id="secret">([A-Z2-7 ]+)<\/code>/)?.[1].replace(/ /g, '');
    if (stopAtSecondFactor || !offered) return { status: page.status, page: html };
    const enrolAction = html.match(/action="([^"]*\/enrol)"/)![1];
    const confirmed = await step(enrolAction, form({ code: generateSync({ secret: offered }) }));
    const codesPage = await confirmed.text();
    if (confirmed.status !== 200) return { status: confirmed.status, page: codesPage };
    const recoveryCodes = [...codesPage.matchAll(/<li><code>([A-Z0-9-]+)<\/code><\/li>/g)].map((match) => match[1]);
    enrolledHere.set(email, { totpSecret: offered, recoveryCodes });
    const finished = await step(codesPage.match(/action="([^"]*\/enrolled)"/)![1], form({}));
    return finished.status === 303 ? { resume: finished.headers.get('location')! } : refused(finished);
  }
  await beforeSecondFactor?.();
  let answer!: Response;
  const tryCode = async (code: string): Promise<boolean> => {
    answer = await step(url, form({ code }));
    if (known) known.recoveryCodes = known.recoveryCodes.filter((unused) => unused !== code);
    return answer.status !== 401;
  };
  if (secondFactorCode !== undefined) await tryCode(secondFactorCode);
  else if (!(await tryCodesAround(secret!, tryCode)) && !totpSecret) {
    for (const code of [...(known?.recoveryCodes ?? [])]) if (await tryCode(code)) break;
  }
  return answer.status === 303 ? { resume: answer.headers.get('location')! } : refused(answer);
}

export async function attemptAuthorizationCode(
  baseUrl: string,
  email: string,
  password: string,
  { fromIp, jar = new CookieJar(), totpSecret, secondFactorCode, beforeSecondFactor, stopAtSecondFactor }: SignInOptions = {},
): Promise<AuthorizationCode | SignInAttempt> {
  const redirectUri = `${readConfig().publicUrl}/auth/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URL(`${baseUrl}/identity/auth`);
  authorize.search = new URLSearchParams({
    client_id: HARBOUR_WEB_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: HARBOUR_WEB_SCOPE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  }).toString();

  // The authority's redirects name the public origin (PUBLIC_URL), as behind the portal; the test
  // server stands in for it.
  const publicOrigin = new URL(readConfig().publicUrl).origin;
  const step = async (url: string, init: RequestInit = {}) => {
    const local = url.startsWith(publicOrigin) ? url.slice(publicOrigin.length) : url;
    const response = await fetch(local.startsWith('http') ? local : `${baseUrl}${local}`, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header(), ...(fromIp && { 'x-forwarded-for': fromIp }) },
    });
    jar.store(response);
    return response;
  };

  const toInteraction = await step(authorize.toString());
  const interactionUrl = toInteraction.headers.get('location');
  if (!interactionUrl) throw new Error(`authorize answered ${toInteraction.status}: ${await toInteraction.text()}`);
  const login = await step(`${interactionUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (login.status < 300 || login.status >= 400) return { status: login.status, page: await login.text() };
  let resume = login.headers.get('location')!;
  if (resume.endsWith('/second-factor')) {
    const answered = await answerSecondFactor(step, resume, email, { totpSecret, secondFactorCode, beforeSecondFactor, stopAtSecondFactor });
    if ('status' in answered) return answered;
    resume = answered.resume;
  }
  const resumed = await step(resume);
  const callback = new URL(resumed.headers.get('location')!);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback}`);
  return { code, verifier, redirectUri };
}

/** Signs in and returns the tokens, or fails the test with the sign-in page's answer. */
export async function signIn(baseUrl: string, email: string, password: string, options: SignInOptions = {}): Promise<TokenSet> {
  const attempt = await attemptSignIn(baseUrl, email, password, options);
  if (!attempt.tokens) throw new Error(`sign-in failed with ${attempt.status}`);
  return attempt.tokens;
}

export async function refreshTokens(baseUrl: string, refreshToken: string): Promise<Response> {
  return fetch(`${baseUrl}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: HARBOUR_WEB_CLIENT_ID }).toString(),
  });
}

/** The codes the authority accepts now: the current step's first, then the next and the previous one's. */
export function codesAround(secret: string, now = Date.now()): string[] {
  const epoch = Math.floor(now / 1000);
  return [0, 30, -30].map((offset) => generateSync({ secret, epoch: epoch + offset }));
}

/**
 * Tries the authenticator's codes around now until `tryCode` says one was taken (true), skipping
 * those already refused. Each code is chosen when it is tried: a step boundary between two tries
 * moves the window (the previous step's code is refused once the authority is a step further on),
 * so a list made once would depend on when the boundary falls.
 */
export async function tryCodesAround(secret: string, tryCode: (code: string) => Promise<boolean>): Promise<boolean> {
  const refusedCodes = new Set<string>();
  for (let tries = 0; tries < 6; tries += 1) {
    const code = codesAround(secret).find((candidate) => !refusedCodes.has(candidate));
    if (!code) return false;
    if (await tryCode(code)) return true;
    refusedCodes.add(code);
  }
  return false;
}

export const TEST_PASSWORD = 'Correct-horse-42';

let testHash: Promise<string> | undefined;

/**
 * TEST_PASSWORD as stored for the accounts tests make directly: scrypt at cost 2^10 instead of the
 * product's 2^15. verifyPassword takes the parameters from the stored hash, so every sign-in still
 * runs the product's code, at about a thirtieth of the CPU (a run signs in some 1,600 times).
 * Accounts made through registration keep the product's cost, as do the attack tests'.
 */
export function testPasswordHash(): Promise<string> {
  return (testHash ??= hashPassword(TEST_PASSWORD, { cost: 1024 }));
}

/**
 * An account straight in the database, for tests about what happens after registration, signing
 * in with TEST_PASSWORD; `productCost`: its hash costs what a real one does (attack tests). */
export async function createTestAccount(userType: AccountUserType, options: { email?: string; isApproved?: boolean; productCost?: boolean } = {}) {
  return createAccount({
    email: options.email ?? `${userType}-${randomBytes(4).toString('hex')}@example.test`,
    passwordHash: options.productCost ? await hashPassword(TEST_PASSWORD) : await testPasswordHash(),
    userType,
    isApproved: options.isApproved,
  });
}

/** An administrator with a known authenticator secret, enrolled as after the real enrolment. */
export async function createEnrolledAdministrator(options: { email?: string } = {}) {
  const account = await createTestAccount('administrator', options);
  const totpSecret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  await enrolKnownSecret(account._id, totpSecret, recoveryCodes);
  return { account, email: account.email, totpSecret, recoveryCodes };
}
