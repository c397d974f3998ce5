import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, '.dist');
const REMOTES = path.join(DIST, 'remotes.json');

/**
 * The bound for a journey that builds an area with webpack: a hang, not a speed target. One area's
 * build takes 15–20 s on a quiet machine and took 224–324 s with the machine's load average at 30.
 */
export const RELEASE_JOURNEY_TIMEOUT_MS = 600_000;

/** Builds a workspace-like folder with its own webpack config into `outputPath`. */
export function buildWith(config: string, outputPath: string, env: Record<string, string> = {}) {
  execFileSync(path.join(ROOT, 'node_modules/.bin/webpack'), ['--mode', 'production', '-c', config, '--output-path', outputPath], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

/** `npm run release -- <area> --from <folder>`: publish a finished build and switch its /remotes.json line. */
export function releaseFrom(area: string, folder: string) {
  execFileSync('node', ['scripts/release-area.mjs', area, '--from', folder], { cwd: ROOT, stdio: 'inherit' });
}

/** Keeps /remotes.json as it was, to put it back after a test released something. */
export function rememberRemotes() {
  const before = fs.readFileSync(REMOTES);
  return () => fs.writeFileSync(REMOTES, before);
}

/** sha-256 of every published file of the shell and of the given areas' live builds. */
export function publishedHashes(areas: string[]): Record<string, string> {
  const remotes = JSON.parse(fs.readFileSync(REMOTES, 'utf8')) as Record<string, { entry: string }>;
  const build = JSON.parse(fs.readFileSync(path.join(DIST, 'current-build.json'), 'utf8')) as { id: string };
  const folders = [path.join(DIST, 'shell', build.id), ...areas.map((area) => path.join(DIST, path.dirname(remotes[area].entry)))];
  const hashes: Record<string, string> = {};
  const hash = (file: string) => (hashes[path.relative(DIST, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
  for (const file of ['index.html', 'current-build.json']) hash(path.join(DIST, file));
  for (const folder of folders) for (const file of fs.readdirSync(folder, { recursive: true }) as string[]) {
    const full = path.join(folder, file);
    if (fs.statSync(full).isFile()) hash(full);
  }
  return hashes;
}
