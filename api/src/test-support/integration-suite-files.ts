import fs from 'node:fs';
import path from 'node:path';

const SUITE = /\.int-suite\.ts$/;
const TEST_FILE = /\.int\.test\.ts$/;

/**
 * The integration test files a suite in `folder` runs: every `*.int.test.ts` under it, except those
 * under a deeper folder with a suite of its own. Sorted, so shares are stable.
 */
export function testFilesOfSuite(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === 'node_modules' || fs.readdirSync(full).some((name) => SUITE.test(name))) continue;
        walk(full);
      } else if (TEST_FILE.test(entry.name)) found.push(full);
    }
  };
  walk(folder);
  return found;
}


/** What one suite file runs: the `share`th of `shares` of its folder's files (every `shares`th, so each share mixes long and short). */
export function testFilesOfShare(folder: string, { share = 1, shares = 1 }: SuiteShare = {}): string[] {
  return testFilesOfSuite(folder).filter((_, index) => index % shares === share - 1);
}

export interface SuiteShare {
  share?: number;
  shares?: number;
}
