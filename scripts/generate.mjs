// Generated code, never hand-edited: the API's routes and OpenAPI spec (tsoa), then the SDK from that spec.
import { run, timed } from './lib/run.mjs';

export async function generate() {
  await timed('Generate API routes and OpenAPI spec (tsoa)', () => run('npx', ['tsoa', 'spec-and-routes'], { cwd: 'api' }));
  await timed('Generate the SDK from the OpenAPI spec', () => run('npm', ['run', 'generate', '-w', '@harbour/sdk', '--silent']));
}

if (import.meta.url === `file://${process.argv[1]}`) await generate();
