/**
 * @jest-environment node
 */
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { compressAnswers } from './compress-answers';
import { rawRequest } from '../test-support/raw-http';

// The middleware with the real `compression` package on a real socket; the API's own answers
// (JSON, event streams) are in compression.int.test.ts.
const json = JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Item number ${i}` })) });
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4000, 7)]);
const gzipped = zlib.gzipSync(json);

let server: Server;
let url: string;
beforeAll(async () => {
  const app = express();
  app.use(compressAnswers());
  app.get('/json', (_req, res) => res.type('application/json').send(json));
  app.get('/small', (_req, res) => res.json({ ok: true }));
  app.get('/image', (_req, res) => res.type('image/png').send(png));
  app.get('/pdf', (_req, res) => res.type('application/pdf').send(Buffer.alloc(4000, 32)));
  app.get('/already', (_req, res) => res.type('application/json').set('Content-Encoding', 'gzip').send(gzipped));
  app.get('/stream', (_req, res) => {
    res.set('Content-Type', 'text/event-stream').flushHeaders();
    res.end(`data: ${'x'.repeat(4000)}\n\n`);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('compressAnswers', () => {
  it.each<[string, string, string | undefined]>([
    ['brotli when both are accepted (preferred)', 'gzip, deflate, br', 'br'],
    ['gzip when brotli is not accepted', 'gzip', 'gzip'],
    ['gzip when brotli is refused by weight', 'br;q=0, gzip', 'gzip'],
    ['nothing when only identity is accepted', 'identity', undefined],
  ])('JSON over 1 kB: %s', async (_name, acceptEncoding, expected) => {
    const answer = await rawRequest(`${url}/json`, { headers: { 'accept-encoding': acceptEncoding } });
    expect(answer.headers['content-encoding']).toBe(expected);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    const decoded = expected === 'br' ? zlib.brotliDecompressSync(answer.body) : expected === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body;
    expect(decoded.toString()).toBe(json);
    if (expected) expect(answer.body.length).toBeLessThan(json.length / 3);
  });

  it('leaves an answer without Accept-Encoding as it is', async () => {
    const answer = await rawRequest(`${url}/json`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(json);
  });

  it.each([
    ['an answer under 1 kB', '/small'],
    ['an image (already compressed)', '/image'],
    ['a PDF (already compressed)', '/pdf'],
    ['an event stream', '/stream'],
  ])('does not compress %s', async (_name, path) => {
    const answer = await rawRequest(`${url}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('passes an answer its handler encoded itself through untouched', async () => {
    const answer = await rawRequest(`${url}/already`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.equals(gzipped)).toBe(true);
  });
});
