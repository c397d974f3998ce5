import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// docs/api-routes.md stays true: it must be what the generator makes from today's routes.
const ROOT = path.resolve(__dirname, '..');

describe('docs/api-routes.md', () => {
  it('is what scripts/route-table.mjs generates from the current API', () => {
    const result = spawnSync(process.execPath, ['scripts/route-table.mjs', '--stdout'], { cwd: ROOT, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    const committed = fs.readFileSync(path.join(ROOT, 'docs/api-routes.md'), 'utf8');
    if (committed !== result.stdout) {
      throw new Error('docs/api-routes.md is stale: run `npm run generate && node scripts/route-table.mjs` and commit the result.');
    }
    expect(result.stdout).toContain('| POST | `/sessions/sessions/book` |');
  });
});
