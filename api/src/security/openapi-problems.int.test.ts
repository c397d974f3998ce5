import request from 'supertest';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { createTestApp } from '../test-support/test-app';

// schemathesis checks answers against the served document: it must say what errors look like.
const app = createTestApp();

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

interface Operation {
  operationId: string;
  security?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

describe('the served OpenAPI document', () => {
  it('documents problem+json error bodies on every operation, for the errors it can meet', async () => {
    const { body } = await request(app).get('/api/openapi.json').expect(200);
    const operations = Object.values(body.paths as Record<string, Record<string, Operation>>).flatMap((ops) => Object.values(ops));
    expect(operations.length).toBeGreaterThan(40);
    for (const operation of operations) {
      const statuses = Object.keys(operation.responses);
      expect(statuses).toEqual(expect.arrayContaining(['400', '404', '422', '429', '503']));
      if (operation.requestBody) expect(statuses).toEqual(expect.arrayContaining(['413', '415']));
      if ((operation.security ?? []).length > 0) expect(statuses).toEqual(expect.arrayContaining(['401', '403']));
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        expect({ operation: operation.operationId, status, content: operation.responses[status].content }).toEqual({
          operation: operation.operationId,
          status,
          content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemBody' } } },
        });
      }
    }
  });

  it('and the API really answers errors that way', async () => {
    const response = await request(app).get('/api/users/profile/patient').expect(401);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
