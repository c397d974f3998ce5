/**
 * @jest-environment node
 */
// Node rather than jsdom: jsdom has no Request/Response/Headers, which fetchBaseQuery needs.
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { setPlatform, type Platform } from '@harbour/platform';
import { EMPTY_RESPONSE, harbourBaseQuery, RATE_LIMIT_RETRY_MS } from './base-query';

interface Answer {
  status: number;
  body?: unknown;
  contentType?: string;
}

// The stubbed global fetch is the edge of the world: everything between the base query and the
// network (fetchBaseQuery, headers, body reading) runs for real.
const realFetch = global.fetch;
let answers: Answer[];
let calls: { at: number; url: string; method: string; authorization: string | null }[];

function stubFetch() {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push({ at: Date.now(), url: request.url, method: request.method, authorization: request.headers.get('authorization') });
    const answer = answers.shift() ?? { status: 500 };
    const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    const nullBody = answer.status === 204 || answer.status === 205;
    return new Response(nullBody ? null : text, {
      status: answer.status,
      headers: { 'content-type': answer.contentType ?? 'application/problem+json' },
    });
  }) as typeof fetch;
}

let token: string | undefined;
const handleAuthError = jest.fn<Promise<boolean>, []>();

setPlatform({
  api: { baseUrl: 'http://harbour.test/api', getAccessToken: () => token, handleAuthError },
} as unknown as Platform);

function query(args: Parameters<typeof harbourBaseQuery>[0] = '/users/profile/patient', extra: unknown = undefined) {
  const api = { signal: new AbortController().signal, endpoint: 'test', type: 'query', extra } as unknown as BaseQueryApi;
  return harbourBaseQuery(args, api, {});
}

beforeEach(() => {
  answers = [];
  calls = [];
  token = 'token-1';
  handleAuthError.mockReset();
  stubFetch();
});
afterEach(() => {
  global.fetch = realFetch;
  jest.useRealTimers();
});

describe('harbourBaseQuery', () => {
  it('calls the platform API base URL with the bearer token and returns the JSON data', async () => {
    answers = [{ status: 200, body: { firstName: 'Ana' }, contentType: 'application/json' }];
    const result = await query();
    expect(result).toMatchObject({ data: { firstName: 'Ana' } });
    expect(calls).toEqual([
      expect.objectContaining({ url: 'http://harbour.test/api/users/profile/patient', authorization: 'Bearer token-1' }),
    ]);
  });

  it("calls with a caller's own token, and leaves its 401 to the caller (no auth handling, no retry)", async () => {
    answers = [{ status: 401 }];
    handleAuthError.mockResolvedValue(true);
    const result = await query('/users/profile/gp', { accessToken: 'fresh-token' });
    expect(result).toMatchObject({ error: { status: 401, message: 'Unauthorised' } });
    expect(calls).toEqual([expect.objectContaining({ authorization: 'Bearer fresh-token' })]);
    expect(handleAuthError).not.toHaveBeenCalled();
  });

  describe('429 (spec §8: wait 200 ms, retry once)', () => {
    // Only the clock is faked: the body streams need real microtasks and immediates.
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] }));

    it('retries once, 200 ms after the first answer', async () => {
      answers = [{ status: 429 }, { status: 200, body: [1, 2], contentType: 'application/json' }];
      const pending = query();
      await jest.runAllTimersAsync();
      expect(await pending).toMatchObject({ data: [1, 2] });
      expect(calls).toHaveLength(2);
      expect(calls[1].at - calls[0].at).toBe(RATE_LIMIT_RETRY_MS);
    });

    it('gives up after exactly two calls when the retry is rate limited too', async () => {
      answers = [{ status: 429 }, { status: 429 }, { status: 200, body: {} }];
      const pending = query();
      await jest.runAllTimersAsync();
      expect(await pending).toEqual(
        expect.objectContaining({ error: { status: 429, message: 'An unexpected error occurred', data: undefined } }),
      );
      expect(calls).toHaveLength(2);
    });
  });

  describe.each([401, 403])('%i on an authenticated call', (status) => {
    it('asks the shell, then retries once with the then-current token when it says the token is valid', async () => {
      answers = [{ status }, { status: 200, body: { ok: true }, contentType: 'application/json' }];
      handleAuthError.mockImplementation(async () => {
        token = 'token-2';
        return true;
      });
      expect(await query()).toMatchObject({ data: { ok: true } });
      expect(handleAuthError).toHaveBeenCalledTimes(1);
      expect(calls.map((c) => c.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    });

    it('returns the error without a retry when the shell says the login is gone', async () => {
      answers = [{ status, body: { status, detail: 'Token expired' } }, { status: 200, body: {} }];
      handleAuthError.mockResolvedValue(false);
      expect(await query()).toMatchObject({ error: { status, message: 'Token expired' } });
      expect(handleAuthError).toHaveBeenCalledTimes(1);
      expect(calls).toHaveLength(1);
    });

    it('retries only once even if the retry fails the same way', async () => {
      answers = [{ status }, { status }, { status: 200, body: {} }];
      handleAuthError.mockResolvedValue(true);
      expect(await query()).toMatchObject({ error: { status } });
      expect(handleAuthError).toHaveBeenCalledTimes(1);
      expect(calls).toHaveLength(2);
    });

    it('treats a failing auth handler as "not valid"', async () => {
      answers = [{ status }, { status: 200, body: {} }];
      handleAuthError.mockRejectedValue(new Error('boom'));
      expect(await query()).toMatchObject({ error: { status } });
      expect(calls).toHaveLength(1);
    });
  });

  it('does not call the auth handler when no token was sent', async () => {
    token = undefined;
    answers = [{ status: 401 }, { status: 200, body: {} }];
    expect(await query()).toMatchObject({ error: { status: 401, message: 'Unauthorised' } });
    expect(calls[0].authorization).toBeNull();
    expect(handleAuthError).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  describe('error messages (spec §8)', () => {
    it.each([
      ['the server detail', { status: 404, body: { status: 404, title: 'Not Found', detail: "No country with code 'XYZ'" } }, "No country with code 'XYZ'"],
      ['Unauthorised for a 401 without detail', { status: 401 }, 'Unauthorised'],
      ['the generic text otherwise', { status: 500, body: 'Server error', contentType: 'text/plain' }, 'An unexpected error occurred'],
      ['the generic text for a 403 without detail', { status: 403, body: {} }, 'An unexpected error occurred'],
    ])('uses %s', async (_name, answer, message) => {
      token = undefined;
      answers = [answer];
      const result = await query();
      expect(result.error?.message).toBe(message);
      expect(result.error?.status).toBe(answer.status);
    });

    it('keeps a 401 status (and the auth flow) when the answer is an HTML page', async () => {
      answers = [{ status: 401, body: '<html>Unauthorized</html>', contentType: 'text/html' }];
      handleAuthError.mockResolvedValue(false);
      expect(await query()).toMatchObject({ error: { status: 401, message: 'Unauthorised' } });
      expect(handleAuthError).toHaveBeenCalledTimes(1);
    });
  });

  describe('empty answers', () => {
    it(`says "${EMPTY_RESPONSE}" when a GET succeeds with no body`, async () => {
      answers = [{ status: 200, contentType: 'application/json' }];
      expect(await query()).toMatchObject({ error: { status: 'CUSTOM_ERROR', message: 'Unable to fetch response' } });
    });

    it('accepts 204 No Content and an empty success of a command', async () => {
      answers = [{ status: 204 }, { status: 200 }];
      expect(await query()).toMatchObject({ data: null });
      expect(await query({ url: '/sessions/1/end', method: 'POST', body: {} })).toMatchObject({ data: null });
      expect(calls.map((c) => c.method)).toEqual(['GET', 'POST']);
    });

    it('still returns a JSON null as data', async () => {
      answers = [{ status: 200, body: 'null', contentType: 'application/json' }];
      const result = await query();
      expect(result.error).toBeUndefined();
      expect(result.data).toBeNull();
    });
  });
});
