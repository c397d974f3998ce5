import fs from 'node:fs';
import path from 'node:path';

// The API's public surface, one `METHOD /path` a line: moving code between domains must not
// change a URL. A deliberate new or removed route updates api/openapi-operations.txt in the
// same commit (after `npm run generate`; the failure shows the lines to add or remove).
const LIST = path.resolve(__dirname, '../openapi-operations.txt');
const SPEC = path.resolve(__dirname, 'generated/openapi.json');

function operationsOf(spec: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(spec.paths)
    .flatMap(([route, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${route}`))
    .sort();
}

describe('the OpenAPI operations', () => {
  it('are exactly the committed list (method and path)', () => {
    const spec = JSON.parse(fs.readFileSync(SPEC, 'utf8'));
    const committed = fs.readFileSync(LIST, 'utf8').trim().split('\n');
    expect(operationsOf(spec)).toEqual(committed);
  });
});
