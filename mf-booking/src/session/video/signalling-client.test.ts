import { SignallingClient } from './signalling-client';

/**
 * The signalling client against a stand-in for `fetch` (the network edge): each POST is answered
 * when the test says, so the order the server would number signals in can be checked.
 */
interface Pending {
  kind: string;
  answer(status: number, body?: unknown, headers?: Record<string, string>): void;
  fail(): void;
}

/** What the client reads of an answer (jsdom has no Response). */
const reply = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  ({ ok: status >= 200 && status < 300, status, headers: new Headers(headers), json: async () => body }) as unknown as Response;

function fakeNetwork() {
  const posts: Pending[] = [];
  const waiting: (() => void)[] = [];
  const fetchDouble = jest.fn((_url: string, init: RequestInit = {}) => {
    if (init.method !== 'POST') return Promise.resolve(reply(200, { signals: [], cursor: 3, counterpartPlace: 'room', joinState: 'ended' }));
    return new Promise<Response>((resolve, reject) => {
      posts.push({
        kind: (JSON.parse(String(init.body)) as { kind: string }).kind,
        answer: (status, body, headers) => resolve(reply(status, body, headers)),
        fail: () => reject(new TypeError('Failed to fetch')),
      });
      waiting.splice(0).forEach((wake) => wake());
    });
  });
  /** Resolves once `count` POSTs have been made. */
  const posted = async (count: number) => {
    while (posts.length < count) await new Promise<void>((resolve) => waiting.push(resolve));
  };
  return { fetchDouble, posts, posted };
}

const signal = (kind: 'offer' | 'candidate' | 'hello') => ({ kind, payload: '{}', connectionId: 'c-12345678' });

describe('the signalling client', () => {
  const saved = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = saved;
    jest.useRealTimers();
  });

  it('sends one signal at a time, in order: a candidate never overtakes its offer', async () => {
    const net = fakeNetwork();
    globalThis.fetch = net.fetchDouble as unknown as typeof fetch;
    const client = new SignallingClient('/api', 's-1', () => 'token');
    const offer = client.send(signal('offer'));
    const candidate = client.send(signal('candidate'));
    await net.posted(1);
    expect(net.posts.map((p) => p.kind)).toEqual(['offer']); // the candidate waits for the offer's answer
    net.posts[0].answer(204);
    await offer;
    await net.posted(2);
    expect(net.posts.map((p) => p.kind)).toEqual(['offer', 'candidate']);
    net.posts[1].answer(204);
    await candidate;
  });

  it('sends the candidates after one offer together, and the next signal after all of them', async () => {
    const net = fakeNetwork();
    globalThis.fetch = net.fetchDouble as unknown as typeof fetch;
    const client = new SignallingClient('/api', 's-1', () => 'token');
    void client.send(signal('offer'));
    void client.send(signal('candidate'));
    void client.send(signal('candidate'));
    const state = client.send({ kind: 'state', payload: '{}', connectionId: 'c-12345678' });
    await net.posted(1);
    net.posts[0].answer(204);
    await net.posted(3);
    expect(net.posts.map((p) => p.kind)).toEqual(['offer', 'candidate', 'candidate']);
    net.posts[2].answer(204);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(net.posts).toHaveLength(3); // the state waits for the other candidate too
    net.posts[1].answer(204);
    await net.posted(4);
    expect(net.posts[3].kind).toBe('state');
    net.posts[3].answer(204);
    await state;
  });

  it('sends a signal again after a network failure or a 503, before the next one goes', async () => {
    jest.useFakeTimers();
    const net = fakeNetwork();
    globalThis.fetch = net.fetchDouble as unknown as typeof fetch;
    const client = new SignallingClient('/api', 's-1', () => 'token');
    const offer = client.send(signal('offer'));
    void client.send(signal('candidate'));
    await net.posted(1);
    net.posts[0].fail();
    await jest.advanceTimersByTimeAsync(250);
    await net.posted(2);
    net.posts[1].answer(503, { status: 503, title: 'Service Unavailable', detail: 'busy' });
    await jest.advanceTimersByTimeAsync(500);
    await net.posted(3);
    expect(net.posts.map((p) => p.kind)).toEqual(['offer', 'offer', 'offer']);
    net.posts[2].answer(204);
    await offer;
    await net.posted(4);
    expect(net.posts[3].kind).toBe('candidate');
  });

  it('on 409 says once why the room is shut, and sends nothing more', async () => {
    const net = fakeNetwork();
    globalThis.fetch = net.fetchDouble as unknown as typeof fetch;
    const shut = jest.fn();
    const client = new SignallingClient('/api', 's-1', () => 'token', shut);
    const hello = client.send(signal('hello'));
    const candidate = client.send(signal('candidate'));
    await net.posted(1);
    net.posts[0].answer(409, { status: 409, title: 'Conflict', detail: 'This session was cancelled.' });
    await expect(hello).rejects.toMatchObject({ detail: 'This session was cancelled.', roomShut: true });
    await expect(candidate).rejects.toMatchObject({ roomShut: true });
    expect(shut).toHaveBeenCalledTimes(1);
    expect(shut).toHaveBeenCalledWith('This session was cancelled.');
    expect(net.posts).toHaveLength(1);
  });

  it('gives up on a signal the server refuses for good (422) and goes on with the next', async () => {
    const net = fakeNetwork();
    globalThis.fetch = net.fetchDouble as unknown as typeof fetch;
    const client = new SignallingClient('/api', 's-1', () => 'token');
    const bad = client.send(signal('offer'));
    const next = client.send(signal('candidate'));
    await net.posted(1);
    net.posts[0].answer(422, { status: 422, title: 'Validation failed', detail: 'payload: too long' });
    await expect(bad).rejects.toMatchObject({ status: 422, roomShut: false });
    await net.posted(2);
    net.posts[1].answer(204);
    await next;
  });
});
