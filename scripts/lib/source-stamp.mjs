// A fingerprint of the source tree as it is on disk: the commit, the uncommitted changes and the
// untracked files git does not ignore. Two equal stamps mean the same inputs (no dependencies).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './run.mjs';

const git = (args) => execFileSync('git', args, { cwd: ROOT, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });

/** undefined outside a git checkout (then nothing is ever reused). */
export function sourceStamp() {
  try {
    const hash = createHash('sha256');
    hash.update(git(['rev-parse', 'HEAD']));
    hash.update(git(['diff', 'HEAD', '--binary']));
    const untracked = git(['ls-files', '--others', '--exclude-standard', '-z']).toString('utf8').split('\0').filter(Boolean).sort();
    for (const file of untracked) {
      hash.update(`\0${file}\0`);
      const full = path.join(ROOT, file);
      if (fs.statSync(full).isFile()) hash.update(fs.readFileSync(full));
    }
    return hash.digest('hex');
  } catch {
    return undefined;
  }
}
