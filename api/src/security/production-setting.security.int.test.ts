import { spawn } from 'node:child_process';
import path from 'node:path';
import { readConfig, startupProblem } from '../config';
import { readEnvironment } from '../environment';

// Re-test: NODE_ENV=Production or =prod ran with the development outbox and without SMTP, because
// production was `NODE_ENV === 'production'`. Production is now HARBOUR_ENV, exactly.
const SMTP = { SMTP_URL: 'smtp://mail.example.com:587' };
const KEY = { SECOND_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64') };

describe('which environment a setting means', () => {
  it.each([
    [{}, 'development'],
    [{ HARBOUR_ENV: 'production' }, 'production'],
    [{ HARBOUR_ENV: 'development' }, 'development'],
    [{ HARBOUR_ENV: 'test' }, 'test'],
    [{ NODE_ENV: 'test' }, 'development'],
    [{ NODE_ENV: 'development' }, 'development'],
    // HARBOUR_ENV decides when both are set (a platform may force NODE_ENV=production on staging).
    [{ NODE_ENV: 'production', HARBOUR_ENV: 'development' }, 'development'],
  ])('%j is %s', (env, environment) => {
    expect(readEnvironment(env)).toEqual({ environment });
  });

  it.each([
    [{ HARBOUR_ENV: 'Production' }, /HARBOUR_ENV="Production" is not one of production, development, test/],
    [{ HARBOUR_ENV: 'prod' }, /HARBOUR_ENV="prod" is not one of/],
    [{ HARBOUR_ENV: '' }, /HARBOUR_ENV="" is not one of/],
    [{ HARBOUR_ENV: ' production' }, /is not one of/],
    [{ NODE_ENV: 'Production' }, /NODE_ENV="Production" looks like production, but HARBOUR_ENV is not set/],
    [{ NODE_ENV: 'prod' }, /NODE_ENV="prod" looks like production/],
    [{ NODE_ENV: 'PRODUCTION' }, /looks like production/],
  ])('%j is refused', (env, problem) => {
    expect(readEnvironment(env).problem).toMatch(problem);
    // Until the start refuses it, it counts as production: never the laxer guess.
    expect(readConfig(env).production).toBe(true);
  });
});

describe('what production requires at start', () => {
  it.each([
    ['production with DEV_OUTBOX', { HARBOUR_ENV: 'production', DEV_OUTBOX: '1', ...SMTP }, /DEV_OUTBOX is set while HARBOUR_ENV=production/],
    ['production without SMTP_URL', { HARBOUR_ENV: 'production' }, /SMTP_URL is not set while HARBOUR_ENV=production/],
    ['an unknown HARBOUR_ENV, even with mail', { HARBOUR_ENV: 'staging', ...SMTP }, /HARBOUR_ENV="staging"/],
    ['a production-looking NODE_ENV alone', { NODE_ENV: 'Production', DEV_OUTBOX: '1' }, /NODE_ENV="Production" looks like production/],
    ['production without SECOND_FACTOR_KEY', { HARBOUR_ENV: 'production', ...SMTP }, /SECOND_FACTOR_KEY is not set while HARBOUR_ENV=production/],
    ['a SECOND_FACTOR_KEY of 16 bytes', { ...KEY, SECOND_FACTOR_KEY: Buffer.alloc(16).toString('base64') }, /SECOND_FACTOR_KEY must be 32 bytes in base64 .* it is 16 bytes/],
    ['a SECOND_FACTOR_KEY that is not base64', { SECOND_FACTOR_KEY: 'not a key at all' }, /SECOND_FACTOR_KEY must be 32 bytes in base64/],
    ['development with DEV_OUTBOX', { DEV_OUTBOX: '1' }, undefined],
    ['test without mail', { HARBOUR_ENV: 'test' }, undefined],
    ['production with mail, a key and no outbox', { HARBOUR_ENV: 'production', ...SMTP, ...KEY }, undefined],
  ])('%s', (_name, env, refusal) => {
    const problem = startupProblem(readConfig(env));
    if (refusal) expect(problem).toMatch(refusal);
    else expect(problem).toBeUndefined();
  });
});

describe('the real server refuses to start (exit 1, the reason on stderr)', () => {
  it.each([
    // The re-test's two settings, replayed with the development outbox on.
    [{ NODE_ENV: 'Production', DEV_OUTBOX: '1' }, 'NODE_ENV="Production" looks like production, but HARBOUR_ENV is not set'],
    [{ NODE_ENV: 'prod', DEV_OUTBOX: '1' }, 'NODE_ENV="prod" looks like production'],
    [{ HARBOUR_ENV: 'Production', DEV_OUTBOX: '1', ...SMTP }, 'HARBOUR_ENV="Production" is not one of production, development, test'],
    [{ HARBOUR_ENV: 'production', DEV_OUTBOX: '1', ...SMTP }, 'DEV_OUTBOX is set while HARBOUR_ENV=production'],
    [{ HARBOUR_ENV: 'production' }, 'SMTP_URL is not set while HARBOUR_ENV=production'],
  ])('%j', async (env, message) => {
    const inherited: NodeJS.ProcessEnv = { ...process.env };
    delete inherited.HARBOUR_ENV;
    delete inherited.NODE_ENV;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...inherited, DEV_OUTBOX: '', SMTP_URL: '', ...env, API_PORT: '0', MONGODB_URI: 'mongodb://127.0.0.1:1/none', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`Harbour API refused to start: ${message}`);
  });
});
