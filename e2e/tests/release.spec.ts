import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { RELEASE_JOURNEY_TIMEOUT_MS, rememberRemotes } from '../support/releases';

const ROOT = path.resolve(__dirname, '../..');
/** The shell's own scripts and preloads a served page names (`/shell/<build>/…`). */
const shellFiles = (html: string) => [...html.matchAll(/(?:src|href)="?(\/shell\/[^"\s>]+)/g)].map((match) => match[1]);

// Put the released line back afterwards, so the next run starts from the unlabelled build.
let restoreRemotes: (() => void) | undefined;
test.afterEach(() => restoreRemotes?.());

test('releasing one area changes its remotes line only and the running shell shows it without a rebuild', async ({ page, request }) => {
  test.setTimeout(RELEASE_JOURNEY_TIMEOUT_MS);
  restoreRemotes = rememberRemotes();
  const shellBefore = await (await request.get('/current-build.json')).json();
  const indexBefore = await (await request.get('/')).text();
  const remotesBefore = await (await request.get('/remotes.json')).json();

  await page.goto('/styleguide');
  await expect(page.getByTestId('area-build')).toContainText('mf-public build');
  await expect(page.getByTestId('area-build')).not.toContainText('e2e-');

  // A new build of mf-public with a visible change (its release label), published beside the old one.
  const label = `e2e-${randomBytes(3).toString('hex')}`;
  execFileSync('node', ['scripts/release-area.mjs', 'mf-public', '--label', label], { cwd: ROOT, stdio: 'inherit' });

  const remotesAfter = await (await request.get('/remotes.json')).json();
  expect(remotesAfter['mf-public'].entry).not.toBe(remotesBefore['mf-public'].entry);
  for (const area of Object.keys(remotesBefore).filter((name) => name !== 'mf-public')) {
    expect(remotesAfter[area]).toEqual(remotesBefore[area]);
  }

  await page.reload();
  await expect(page.getByTestId('area-build')).toContainText(`Release: ${label}`);

  // The shell was not rebuilt: same build id and the same shell files in the page. The page itself
  // names the released build: the server puts the live remotes.json and the area's preloads in it.
  expect(await (await request.get('/current-build.json')).json()).toEqual(shellBefore);
  const indexAfter = await (await request.get('/')).text();
  expect(shellFiles(indexAfter)).toEqual(shellFiles(indexBefore));
  expect(shellFiles(indexAfter).length).toBeGreaterThan(0);
  expect(indexBefore).not.toContain(remotesAfter['mf-public'].entry);
  expect(indexAfter).toContain(remotesAfter['mf-public'].entry);
});
