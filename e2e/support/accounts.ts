import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { InMemoryWebStorage, OidcClient, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { withoutRefreshToken } from '../../shell/src/auth/user-store';
import { ACCOUNT_HOME, type UserType } from '@harbour/platform';
import { answerWithDemoAdminCodes, refuseTooManyTries } from './second-factor';

/** The demo seed's accounts (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Harbour-demo-2026';

/**
 * The seed has three demo worlds, each a client, a psychologist, a GP and an administrator with the
 * same sessions, listing and hours (api/src/seed/demo-worlds.ts). Playwright gives the workers
 * running at the same time different TEST_PARALLEL_INDEX values (0, 1 and 2 with three workers; a
 * restarted worker keeps its own), so each worker signs in as its own world's people: journeys in
 * different workers never see each other's bookings, messages or profile edits, nor use up each
 * other's authenticator codes (a code counts once per account). The pending psychologist is
 * shared: journeys only read it.
 */
// `directoryPsychologist`: a psychologist of the seed's directory (Sydney) that journeys of this
// world alone book for its client, so two workers never choose the same time or patient name.
const WORLDS = [
  { suffix: '', psychologistFirstName: 'Sam', upcomingSessionId: 'demo-session-upcoming', directoryPsychologist: 'psychologist.05@directory.harbour.test' },
  { suffix: '.2', psychologistFirstName: 'Kai', upcomingSessionId: 'demo-session-upcoming-2', directoryPsychologist: 'psychologist.06@directory.harbour.test' },
  { suffix: '.3', psychologistFirstName: 'Noa', upcomingSessionId: 'demo-session-upcoming-3', directoryPsychologist: 'psychologist.09@directory.harbour.test' },
] as const;

function worldOfThisWorker() {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const world = WORLDS[index];
  if (!world) throw new Error(`The seed has ${WORLDS.length} demo worlds, one per worker: run at most ${WORLDS.length} workers (this is worker ${index}).`);
  return world;
}

const WORLD = worldOfThisWorker();
/** The next world's people: a colleague to hand work to (only ever read, never signed in as here). */
const NEXT_WORLD = WORLDS[(WORLDS.indexOf(WORLD) + 1) % WORLDS.length];

export const DEMO = {
  client: `client${WORLD.suffix}@harbour.test`,
  psychologist: `psychologist${WORLD.suffix}@harbour.test`,
  pendingPsychologist: 'pending.psychologist@harbour.test',
  gp: `gp${WORLD.suffix}@harbour.test`,
  admin: `admin${WORLD.suffix}@harbour.test`,
  /** Another world's administrator: someone to assign an enquiry to. */
  colleagueAdmin: `admin${NEXT_WORLD.suffix}@harbour.test`,
  directoryPsychologist: WORLD.directoryPsychologist,
} as const;

/** What this worker's demo psychologist is called and has: texts the pages show. */
export const DEMO_PSYCHOLOGIST = {
  firstName: WORLD.psychologistFirstName,
  name: `${WORLD.psychologistFirstName} Psychologist`,
  slug: `${WORLD.psychologistFirstName.toLowerCase()}-psychologist`,
  /** The seeded upcoming session with this world's client. */
  upcomingSessionId: WORLD.upcomingSessionId,
} as const;

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** The latest code sent to an address, read from the outbox (the development mail transport). */
export async function latestCodeFor(request: APIRequestContext, email: string, kind?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/notifications/outbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: { text: string; kind: string }[] };
      code = messages.find((message) => !kind || message.kind === kind)?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Fills in the identity authority's sign-in page (in this page or a popup). */
export async function fillSignInForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByRole('heading', { name: 'Sign in to Harbour' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The portal's UserManager settings that decide where and how a user is kept (shell/src/auth/user-manager.ts). */
async function clientOf(request: APIRequestContext, origin: string) {
  const response = await request.get('/api/identity/client-settings');
  expect(response.status()).toBe(200);
  const settings = (await response.json()) as { authority: string; clientId: string; scope: string };
  const userStore = new InMemoryWebStorage();
  const clientSettings = {
    authority: settings.authority,
    client_id: settings.clientId,
    scope: settings.scope,
    response_type: 'code',
    redirect_uri: `${origin}/auth/callback`,
    // One state store for both, so the manager finds the request's state (and PKCE verifier) on return.
    stateStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    userStore: new WebStorageStateStore({ store: userStore }),
    automaticSilentRenew: false,
    loadUserInfo: false,
    monitorSession: false,
  };
  const manager = new UserManager(clientSettings);
  const client = new OidcClient(clientSettings);
  return { manager, client, userStore };
}

/**
 * The code step of the demo administrator's sign-in, over HTTP as the code page would post it
 * (see `answerWithDemoAdminCodes` for which codes); the authority's next address once one is taken.
 */
async function answerCodeStep(request: APIRequestContext, codePage: string): Promise<string> {
  let finished: string | undefined;
  await answerWithDemoAdminCodes(async (code) => {
    const answer = await request.post(codePage, { form: { code }, maxRedirects: 0 });
    refuseTooManyTries(answer.status());
    if (answer.status() === 303) {
      finished = nextAddress(answer);
      return 'taken';
    }
    if (answer.status() === 401 && (await answer.text()).includes('already used')) return 'used';
    throw new Error(`The code page answered ${answer.status()} to this step's code`);
  });
  return finished!;
}

/** One step of the authority's redirects; the next address, resolved. */
function nextAddress(response: APIResponse): string {
  const location = response.headers().location;
  if (response.status() < 300 || response.status() >= 400 || !location) throw new Error(`The authority answered ${response.status()} at ${response.url()}, not a redirect`);
  return new URL(location, response.url()).href;
}

/**
 * Signs in as the portal does, without the pages: the real authorization-code + PKCE flow against
 * the real authority, over HTTP with the browser context's own request client (its cookie jar, so
 * the authority's session is there for the /auth/silent-renew iframe's renewals), the code
 * exchanged at the token endpoint by oidc-client-ts, and the user stored where and as the shell's
 * UserManager keeps it (localStorage, without the refresh token: shell/src/auth/user-store.ts).
 * Then `returnTo` (or the account's home): one page load where the sign-in pages (/login, the
 * authority's form, /auth/callback; journeys about signing in use those, with `fillSignInForm`)
 * make three, so a journey that starts on some page passes it as `returnTo` rather than opening it
 * after. The demo administrator's code step is answered the same way (`answerCodeStep`).
 */
export async function signIn(page: Page, email: string, { returnTo, password = DEMO_PASSWORD }: { returnTo?: string; password?: string } = {}) {
  const request = page.context().request;
  // An address on the portal (robots.txt: the cheapest page) for its storage.
  if (!page.url().startsWith('http')) await page.goto('/robots.txt');
  const origin = new URL(page.url()).origin;
  const { manager, client, userStore } = await clientOf(request, origin);
  const { url } = await client.createSigninRequest({ state: { returnTo }, request_type: 'si:r' });

  let at = nextAddress(await request.get(url, { maxRedirects: 0 }));
  const interaction = new URL(at).pathname;
  if (!interaction.startsWith('/identity/interaction/')) throw new Error(`Already signed in at the authority (sent to ${at}): sign out first`);
  const form = { email, password };
  const login = await request.post(`${interaction}/login`, { form, maxRedirects: 0 });
  if (login.status() !== 303) throw new Error(`The sign-in form answered ${login.status()} for ${email}`);
  at = nextAddress(login);
  if (new URL(at).pathname.endsWith('/second-factor')) {
    if (email !== DEMO.admin) throw new Error(`${email} has a second factor this helper has no codes for: sign in through the pages`);
    at = await answerCodeStep(request, at);
  }
  while (!at.startsWith(`${origin}/auth/callback`)) at = nextAddress(await request.get(at, { maxRedirects: 0 }));

  const user = await manager.signinCallback(at);
  const key = userStore.key(0)!;
  const stored = withoutRefreshToken(userStore.getItem(key)!);
  await page.evaluate(
    ([key, stored]) => {
      localStorage.setItem(key, stored);
      sessionStorage.setItem('harbour.auth.mode', 'redirect'); // what the shell's redirect sign-in remembers
    },
    [key, stored],
  );
  // `returnTo` (else the account's home) opened afresh, as a journey's own goto would. Not /login,
  // which a signed-in person leaves for home: the journey's first action could meet the page
  // still moving on from it.
  await page.goto(returnTo ?? ACCOUNT_HOME[user?.profile.user_type as UserType] ?? '/');
}

/**
 * The access token oidc-client-ts keeps for this tab's origin. Journeys run with 20-second tokens
 * (scripts/e2e.mjs), so right after a reload the stored one may have expired while the page renews
 * it: wait (up to 15 s) for one with a few seconds left, as the page itself would use.
 */
export async function accessTokenOf(page: Page): Promise<string | undefined> {
  // Renewal comes 10 s before expiry; on a busy machine it can be late: wait up to two lifetimes.
  const deadline = Date.now() + 40_000;
  for (;;) {
    const stored = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      return key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string; expires_at?: number }) : undefined;
    });
    if (!stored) return undefined;
    const fresh = !stored.expires_at || stored.expires_at * 1000 > Date.now() + 3_000;
    if (fresh || Date.now() > deadline) return stored.access_token;
    await page.waitForTimeout(250);
  }
}

/** A new client account made through the public registration API (register → emailed code → verify). */
export async function registerClient(request: APIRequestContext, password = 'Journey-pass-2026') {
  const email = uniqueEmail('client');
  // The terms' current version, agreed to as the sign-up form's checkbox does.
  const { version } = (await (await request.get('/api/users/register/terms')).json()) as { version: string };
  const registered = await request.post('/api/users/register/patient', {
    data: { email, password, firstName: 'Riley', lastName: 'Tester', postcode: '2000', acceptedTermsVersion: version },
  });
  expect(registered.status()).toBe(201);
  const { patientRegistrationId } = (await registered.json()) as { patientRegistrationId: string };
  const verified = await request.post(`/api/users/register/patient/${patientRegistrationId}/verify`, {
    data: { verificationCode: await latestCodeFor(request, email) },
  });
  expect(verified.status()).toBe(200);
  return { email, password };
}
