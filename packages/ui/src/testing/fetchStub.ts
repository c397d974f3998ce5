import { act } from '@testing-library/react';

/**
 * Tests stub the network at the fetch edge: the SDK's RTK Query base query builds a `Request`
 * and hands it to the global `fetch`. jsdom has neither, so these minimal stand-ins are
 * installed for a test and removed after it. Nothing above fetch is mocked.
 */

export interface StubReply {
  status: number;
  body?: unknown;
}

export interface StubCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

// A function may answer later (a promise): a test then decides when the answer arrives.
type Route = StubReply | ((call: StubCall) => StubReply | Promise<StubReply>);

class StubRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string | null;
  readonly signal?: AbortSignal;
  constructor(input: string | StubRequest, init: RequestInit = {}) {
    const source = typeof input === 'string' ? undefined : input;
    this.url = new URL(source?.url ?? (input as string), window.location.href).href;
    this.method = (init.method ?? source?.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers ?? source?.headers);
    this.body = typeof init.body === 'string' ? init.body : (source?.body ?? null);
    this.signal = init.signal ?? undefined;
  }
  clone() {
    return new StubRequest(this);
  }
  async text() {
    return this.body ?? '';
  }
}

class StubResponse {
  readonly headers = new Headers({ 'content-type': 'application/json' });
  constructor(
    private readonly payload: string,
    readonly status: number,
  ) {}
  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  clone() {
    return new StubResponse(this.payload, this.status);
  }
  async text() {
    return this.payload;
  }
  async json() {
    return JSON.parse(this.payload);
  }
}

/**
 * Answers `fetch` from a table keyed "METHOD /api/path" (no query string). Unknown routes
 * answer 404 with a problem body, as the API does. Returns the calls made, for assertions.
 */
export function stubFetch(routes: Record<string, Route>) {
  const calls: StubCall[] = [];
  const globals = globalThis as unknown as Record<string, unknown>;
  const saved = { fetch: globals.fetch, Request: globals.Request };
  globals.Request = StubRequest;
  globals.fetch = async (request: StubRequest) => {
    const path = new URL(request.url).pathname;
    const call: StubCall = {
      method: request.method,
      path,
      body: request.body ? JSON.parse(request.body) : undefined,
      headers: request.headers,
    };
    calls.push(call);
    const route = routes[`${request.method} ${path}`];
    const reply = typeof route === 'function' ? await route(call) : route;
    const { status, body } = reply ?? { status: 404, body: { status: 404, title: 'Not Found', detail: `No route ${path}.` } };
    return new StubResponse(body === undefined ? '' : JSON.stringify(body), status);
  };
  return {
    calls,
    restore() {
      globals.fetch = saved.fetch;
      globals.Request = saved.Request;
    },
  };
}

/** A 422 answer naming the failing fields, as the API sends it. */
export const unprocessable = (fields: Record<string, string>, detail = 'Please correct the highlighted fields.'): StubReply => ({
  status: 422,
  body: { status: 422, title: 'Unprocessable Entity', detail, fields },
});

/**
 * An answer the test releases when it chooses (a route for `stubFetch`): to see what a page shows
 * while one read is still on its way. `release` is wrapped in React's act.
 */
export function heldAnswer(reply: StubReply) {
  let resolve: (reply: StubReply) => void = () => {};
  const answer = new Promise<StubReply>((done) => (resolve = done));
  return {
    route: () => answer,
    release: () => act(async () => resolve(reply)),
  };
}
