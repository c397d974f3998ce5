/**
 * @jest-environment node
 */
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { requestLogger } from './request-logger';

function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const logger = pino({ level, redact: ['req.headers.authorization', 'req.headers.cookie'] }, sink);
  const app = express();
  app.use(requestLogger(logger));
  app.get('/ok', (req, res) => {
    req.log.warn('inside the handler');
    res.json({});
  });
  app.get('/fails', (_req, res) => {
    res.status(500).json({});
  });
  return { app, lines };
}

describe('request logs', () => {
  it('write one completion line with the request (secrets redacted), its id and the status', async () => {
    const { app, lines } = appLoggingAt('info');
    await request(app).get('/ok?page=2').set('authorization', 'Bearer secret').set('x-request-id', 'trace-1').expect(200);
    const completion = lines.find((line) => line.msg === 'request completed');
    expect(completion).toMatchObject({ reqId: 'trace-1', req: { method: 'GET', url: '/ok?page=2', headers: { authorization: '[Redacted]' } }, res: { statusCode: 200 } });
    expect(JSON.stringify(lines)).not.toContain('secret');
    // A handler's own line carries the request's id.
    expect(lines.find((line) => line.msg === 'inside the handler')).toMatchObject({ reqId: 'trace-1' });
  });

  it('log a failed request with its request at error level', async () => {
    const { app, lines } = appLoggingAt('info');
    await request(app).get('/fails').expect(500);
    expect(lines.find((line) => line.msg === 'request errored')).toMatchObject({ level: 50, req: { method: 'GET', url: '/fails' }, res: { statusCode: 500 } });
  });

  it('write nothing for a successful request when the level is above info', async () => {
    const { app, lines } = appLoggingAt('error');
    await request(app).get('/ok').expect(200);
    expect(lines).toEqual([]);
  });

  it('continue the caller’s W3C trace: the answer’s traceparent and every line of the request carry its trace id', async () => {
    const { app, lines } = appLoggingAt('info');
    const incoming = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const response = await request(app).get('/ok').set('traceparent', incoming).expect(200);
    expect(response.headers.traceparent).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01$/);
    expect(response.headers.traceparent).not.toBe(incoming);
    expect(lines.map((line) => line.msg)).toEqual(['inside the handler', 'request completed']);
    for (const line of lines) expect(line).toMatchObject({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
    // Once each, not repeated by two bindings.
    expect(JSON.stringify(lines[1]).match(/"traceId"/g)).toHaveLength(1);
  });

  it('start a new trace for a request without a valid traceparent, different for each request', async () => {
    const { app, lines } = appLoggingAt('info');
    const first = await request(app).get('/ok').set('traceparent', '00-00000000000000000000000000000000-00f067aa0ba902b7-01').expect(200);
    const second = await request(app).get('/fails').expect(500);
    const [, firstTrace] = /^00-([0-9a-f]{32})-[0-9a-f]{16}-00$/.exec(first.headers.traceparent)!;
    const [, secondTrace] = /^00-([0-9a-f]{32})-[0-9a-f]{16}-00$/.exec(second.headers.traceparent)!;
    expect(firstTrace).not.toBe(secondTrace);
    expect(lines.filter((line) => line.traceId === firstTrace).map((line) => line.msg)).toEqual(['inside the handler', 'request completed']);
    expect(lines.filter((line) => line.traceId === secondTrace).map((line) => line.msg)).toEqual(['request errored']);
  });
});
