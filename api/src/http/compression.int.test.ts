import zlib from 'node:zlib';
import { useServerWithDatabase } from '../test-support/server-with-database';
import { rawRequest, rawStream, type RawAnswer } from '../test-support/raw-http';
import { makePerson } from '../test-support/messaging-people';
import { seedDemoDirectory } from '../seed/demo-directory';
import { invalidateDirectory } from '../services/directory';
import { messagingBus } from '../services/messaging/realtime/messaging-bus';

// The real app and database: what a browser (or the portal's proxy, which passes Content-Encoding
// through) receives for the API's large answers and for the messaging event stream.
const server = useServerWithDatabase(__filename, { seed: true });

beforeAll(async () => {
  await seedDemoDirectory();
  invalidateDirectory();
}, 120_000);

const LIST = '/api/users/psychologists/list';
const listBody = { pageSize: 50 };
const day = 24 * 3600_000;
const searchBody = () => ({ from: new Date(Date.now() + day).toISOString(), to: new Date(Date.now() + 8 * day).toISOString(), timeZone: 'Australia/Sydney' });

const list = (acceptEncoding?: string) => rawRequest(`${server.url}${LIST}`, { method: 'POST', body: listBody, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const decode = (answer: RawAnswer) =>
  answer.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(answer.body) : answer.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body;

describe('compressed answers', () => {
  it('the directory list comes back brotli, gzip or as it is by Accept-Encoding, the same JSON each way', async () => {
    const plain = await list();
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const psychologists = JSON.parse(plain.body.toString()).psychologists;
    expect(psychologists.length).toBeGreaterThan(10);

    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await list(acceptEncoding);
      expect({ acceptEncoding, status: answer.status, encoding: answer.headers['content-encoding'] }).toEqual({ acceptEncoding, status: 200, encoding: expected });
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(answer).toString())).toEqual(JSON.parse(plain.body.toString()));
      if (expected) expect(answer.body.length).toBeLessThan(plain.body.length / 3);
    }
  });

  it('search-for-availability (public, computed) is compressed too', async () => {
    const url = `${server.url}/api/users/psychologists/search-for-availability`;
    const plain = await rawRequest(url, { method: 'POST', body: searchBody() });
    const br = await rawRequest(url, { method: 'POST', body: searchBody(), headers: { 'accept-encoding': 'br, gzip' } });
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(br).toString()).psychologists.length).toBe(JSON.parse(plain.body.toString()).psychologists.length);
  });

  it('a small answer stays as it is', async () => {
    const answer = await rawRequest(`${server.url}/api/health/live`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toEqual({ status: 'ok' });
  });

  it('the messaging event stream is never compressed and delivers each event as it happens', async () => {
    const client = await makePerson(server.url, 'client');
    const stream = rawStream(`${server.url}/api/messaging/events`, { authorization: client.authorization, 'accept-encoding': 'br, gzip, deflate' });
    try {
      const response = await stream.response;
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(response.headers['content-encoding']).toBeUndefined();
      // Plain text on the wire: a compressed stream would not contain these words.
      await stream.until('event: ready\n');
      await messagingBus().publish([client.id], { type: 'availability', userId: client.id, messagingEnabled: true });
      await stream.until(`event: availability\ndata: {"type":"availability","userId":"${client.id}","messagingEnabled":true}\n\n`);
    } finally {
      stream.close();
    }
  });
});
