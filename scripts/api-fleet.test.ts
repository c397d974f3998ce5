import http from 'node:http';
import type { AddressInfo } from 'node:net';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createApiPool, createApiProxy } = require('./lib/api-fleet.cjs');

// The portal's way to several API processes, against two small local HTTP servers standing in for
// them (what is tested is the pool and the proxy, not the API): requests go round robin, a process
// taken out of the pool gets none, and an event stream is passed on as it is written, not buffered.
const servers: http.Server[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const upstream = (name: string): http.RequestListener => (req, res) => {
  if (req.url === '/api/events') {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(`event: ready\ndata: {"from":"${name}"}\n\n`); // and the stream stays open
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ from: name }));
};

test('round robin over the pool; a process removed from it gets no more requests; a stream arrives while it is still open', async () => {
  const a = await listen(upstream('a'));
  const b = await listen(upstream('b'));
  const pool = createApiPool([a, b]);
  const handle = createApiProxy(pool);
  const portal = await listen((req, res) => handle(req, res, () => res.writeHead(404).end()));

  const from = async (path: string) => ((await (await fetch(`${portal}${path}`)).json()) as { from: string }).from;
  const answers = [];
  for (let i = 0; i < 4; i += 1) answers.push(await from('/api/anything'));
  expect(answers).toEqual(['b', 'a', 'b', 'a']);
  expect((await fetch(`${portal}/elsewhere`)).status).toBe(404); // only /api and /identity are passed on

  pool.remove(a);
  expect([await from('/identity/x'), await from('/api/y'), await from('/api/z')]).toEqual(['b', 'b', 'b']);

  const controller = new AbortController();
  const stream = await fetch(`${portal}/api/events`, { signal: controller.signal });
  const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
  const { value } = await reader.read(); // the upstream never ends this answer: only an unbuffered proxy delivers it
  expect(value).toBe('event: ready\ndata: {"from":"b"}\n\n');
  controller.abort();
});

test('an empty pool says so', () => {
  expect(() => createApiPool([]).next()).toThrow('No API process is taking requests.');
});
