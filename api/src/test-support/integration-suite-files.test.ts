import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testFilesOfShare } from './integration-suite-files';

const API_SRC = path.resolve(__dirname, '..');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => pattern.test(name)).map((name) => path.join(dir, name));
}

/** What a suite file asks for, read from its text: `runIntegrationTests(__dirname, { share: 1, shares: 2 })`. */
function shareOf(suiteFile: string): { share?: number; shares?: number } {
  const text = fs.readFileSync(suiteFile, 'utf8');
  expect(text).toMatch(/runIntegrationTests\(__dirname[,)]/);
  const share = text.match(/share: (\d+), shares: (\d+)/);
  return share ? { share: Number(share[1]), shares: Number(share[2]) } : {};
}

// `npm test` runs the API's integration tests only through the suites: a test file no suite ran
// would never run there, and one two suites ran would run twice.
it('the suites run every integration test file exactly once', () => {
  const suites = filesUnder(API_SRC, /\.int-suite\.ts$/);
  const ran = suites.flatMap((suite) => testFilesOfShare(path.dirname(suite), shareOf(suite)));
  const all = filesUnder(API_SRC, /\.int\.test\.ts$/);
  expect(all.length).toBeGreaterThan(100);
  expect(ran.filter((file, index) => ran.indexOf(file) !== index)).toEqual([]);
  expect([...ran].sort()).toEqual([...all].sort());
});

it.each([
  ['no share: all five', {}, ['a', 'b', 'c', 'd', 'e']],
  ['the first of two: every other, from the first', { share: 1, shares: 2 }, ['a', 'c', 'e']],
  ['the second of two: the rest', { share: 2, shares: 2 }, ['b', 'd']],
  ['the third of three', { share: 3, shares: 3 }, ['c']],
])('of five files in one folder, %s', (_, share, expected) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'suite-'));
  for (const name of ['a', 'b', 'c', 'd', 'e']) fs.writeFileSync(path.join(folder, `${name}.int.test.ts`), '');
  expect(testFilesOfShare(folder, share).map((file) => path.basename(file, '.int.test.ts'))).toEqual(expected);
  fs.rmSync(folder, { recursive: true });
});
