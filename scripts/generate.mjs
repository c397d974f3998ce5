// Generated code, never hand-edited: the shared packages' CommonJS builds, the API's routes and OpenAPI
// spec (tsoa), then the SDK from that spec.
import { run, timed, TSC_EMIT } from './lib/run.mjs';

export async function generate() {
  // The API (CommonJS, rootDir src) runs shared packages from their compiled dist, not their TS source.
  for (const name of ['identifiers', 'calendar-links']) {
    await timed(`Build packages/${name} to CommonJS (the API runs it)`, () => run('node', [TSC_EMIT, '-p', `packages/${name}/tsconfig.build.json`]));
  }
  await timed('Generate API routes and OpenAPI spec (tsoa)', () => run('npx', ['tsoa', 'spec-and-routes'], { cwd: 'api' }));
  await timed('Generate the SDK from the OpenAPI spec', () => run('npm', ['run', 'generate', '-w', '@harbour/sdk', '--silent']));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { setup } = await import('./setup.mjs');
  await setup();
  await generate();
}
