// `npm start -- --smoke`: what a newcomer's first visit needs, checked against the running portal:
// the page, the API's health, every area's published build, a real sign-in, and one page of each
// area rendered by its federated remote in Chromium. Prints a line per check; answers the number
// of failed checks.
import { AREAS } from './areas.mjs';
import { launchChromium } from './first-visit-browser.mjs';
import { signInThroughAuthority } from './sign-in.mjs';

/** One public page per area with routes (mf-messaging has none: it is checked by its overlay). */
export const SMOKE_PAGES = [
  { area: 'mf-public', path: '/', heading: 'Find the right online psychologist in Australia' },
  { area: 'mf-booking', path: '/book', heading: 'Book a session' },
  { area: 'mf-patient', path: '/mental-health-assessment/dass21', heading: 'DASS-21 mental health check-in' },
  { area: 'mf-psychologist', path: '/psychologists/signup', heading: 'Join Harbour as a psychologist' },
  { area: 'mf-gp', path: '/gp/signup', heading: 'Register as a GP' },
];
const DEMO_CLIENT = { email: 'client@harbour.test', password: 'Harbour-demo-2026' };

export async function smokeCheck(base) {
  let failures = 0;
  const check = async (what, fn) => {
    try {
      const detail = await fn();
      console.log(`  ✓ ${what}${detail ? ` — ${detail}` : ''}`);
    } catch (error) {
      failures += 1;
      console.log(`  ✗ ${what}: ${error.message}`);
    }
  };
  const get = async (path, accept) => {
    const response = await fetch(new URL(path, base), { headers: accept ? { accept } : {} });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response;
  };

  console.log(`Smoke check of ${base}`);
  await check('GET / is the portal page', async () => {
    const html = await (await get('/', 'text/html')).text();
    if (!html.includes('/shell/')) throw new Error('the page does not load the shell');
  });
  await check('GET /api/health', async () => {
    const health = await (await get('/api/health')).json();
    if (health.status !== 'ok') throw new Error(`status ${health.status}`);
    return `database ${health.database?.engine ?? 'reachable'}`;
  });
  await check("every area's published build is reachable", async () => {
    const remotes = await (await get('/remotes.json')).json();
    for (const area of AREAS) {
      if (!remotes[area]) throw new Error(`/remotes.json has no ${area}`);
      await get(remotes[area].entry);
      await get(remotes[area].routes);
    }
    return AREAS.join(', ');
  });
  await check('the demo client signs in through the identity authority', async () => {
    const token = await signInThroughAuthority(base, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const response = await fetch(new URL('/api/users/profile/patient', base), { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`profile answered ${response.status}`);
    return `profile of ${(await response.json()).firstName}`;
  });

  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    for (const { area, path, heading } of SMOKE_PAGES) {
      await check(`${path} shows "${heading}" from ${area}`, async () => {
        await page.goto(new URL(path, base).href);
        await page.locator(`[data-area="${area}"] h1:not([data-skeleton]):not([data-frame-heading])`, { hasText: heading }).waitFor({ timeout: 30_000 });
      });
    }
    await check('/login shows the sign-in page', async () => {
      await page.goto(new URL('/login', base).href);
      await page.getByRole('textbox', { name: /email/i }).waitFor({ timeout: 30_000 });
    });
    await check('the inbox overlay (mf-messaging) opens on ?inbox=true', async () => {
      await page.goto(new URL('/?inbox=true', base).href);
      await page.getByRole('dialog', { name: 'Messages' }).waitFor({ timeout: 30_000 });
    });
  } finally {
    await browser.close();
  }
  return failures;
}
