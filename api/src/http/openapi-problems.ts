/**
 * The served OpenAPI document says what errors really look like: every error answer is a
 * ProblemBody sent as `application/problem+json` (error-handler.ts), and every operation can
 * meet the errors the app's own layers raise before the controller runs. tsoa documents only what
 * a controller declares, under `application/json`; this step completes it. The SDK is generated
 * from the file as tsoa wrote it, so its types do not change.
 */
type Json = Record<string, unknown>;
interface Operation {
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
  security?: unknown[];
  requestBody?: unknown;
}

const PROBLEM_REF = { $ref: '#/components/schemas/ProblemBody' };

/** What any operation may answer, whatever its controller says. */
const ALWAYS: Record<string, string> = {
  '400': 'Bad request (a bad %-escape in the address, or a body that cannot be read)',
  '404': 'Not found',
  '422': 'A field is missing or not valid (fields names each)',
  '429': 'Too many requests',
  '503': 'The service is unavailable at the moment',
};
const WITH_BODY: Record<string, string> = {
  '413': 'The request body is too large',
  '415': 'The request body is in an encoding or character set the API does not read',
};
const SECURED: Record<string, string> = {
  '401': 'Not signed in, or the token is not valid',
  '403': 'Signed in, but not allowed to do this',
};

export function documentProblems<T extends Json>(spec: T): T {
  const copy = structuredClone(spec) as T & { paths?: Record<string, Record<string, Operation>>; security?: unknown[] };
  for (const operations of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      const responses = (operation.responses ??= {});
      const secured = (operation.security ?? copy.security ?? []).length > 0;
      const extra = { ...ALWAYS, ...(operation.requestBody ? WITH_BODY : {}), ...(secured ? SECURED : {}) };
      for (const [status, description] of Object.entries(extra)) responses[status] ??= { description };
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) < 400) continue;
        response.content = { 'application/problem+json': { schema: PROBLEM_REF } };
      }
    }
  }
  return copy;
}
