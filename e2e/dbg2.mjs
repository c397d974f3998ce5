import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-dev-shm-usage','--disable-gpu'] });
const page = await browser.newPage();
page.on('console', m => { if (!m.text().includes('404')) console.log('CONSOLE', m.type(), m.text().slice(0,300)); });
page.on('pageerror', e => console.log('PAGEERROR', e.message.slice(0,300)));
page.on('response', r => { if (r.status() >= 400 && !r.url().includes('redirects')) console.log('HTTP', r.status(), r.url()); });
page.on('framenavigated', f => { if (f === page.mainFrame()) console.log('NAV', f.url()); });
const base = 'http://localhost:3456';
const [email, ...paths] = process.argv.slice(2);
await page.goto(base + '/login?returnTo=%2Faccount%3Ftab%3D1');
await page.getByLabel('Email').fill(email);
await page.getByLabel('Password').fill('Harbour-demo-2026');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForTimeout(4000);
console.log('URL after sign in', page.url());
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(2500);
  console.log('---', p, '→', page.url());
  console.log((await page.locator('#main-content').innerText().catch(() => '(no main)')).slice(0, 300).replace(/\n+/g, ' | '));
}
await browser.close();
