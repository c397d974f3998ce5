import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { enterDemoAdminCode } from './second-factor';

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

/** Signs in by redirect through /login and waits to be back in the portal (the administrator with their code). */
export async function signIn(page: Page, email: string, { returnTo, password }: { returnTo?: string; password?: string } = {}) {
  await page.goto(returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login');
  await fillSignInForm(page, email, password);
  if (email === DEMO.admin) await enterDemoAdminCode(page);
  await page.waitForURL((url) => !url.pathname.startsWith('/identity') && !url.pathname.startsWith('/auth/'));
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
