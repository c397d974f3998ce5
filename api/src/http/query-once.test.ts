/**
 * @jest-environment node
 */
import express from 'express';
import request from 'supertest';
import { parseQueryOnce } from './query-once';

describe('the query string is parsed once per request', () => {
  const app = express();
  let parses = 0;
  app.set('query parser', (text: string) => {
    parses += 1;
    return Object.fromEntries(new URLSearchParams(text));
  });
  app.use(parseQueryOnce);
  app.get('/read-three-times', (req, res) => {
    res.json({ token: req.query.token, from: req.query.from, to: req.query.to });
  });

  it('gives every reader the same parameters while parsing once', async () => {
    parses = 0;
    const { body } = await request(app).get('/read-three-times?token=abc.def&from=2026-11-25&to=2026-12-09').expect(200);
    expect(body).toEqual({ token: 'abc.def', from: '2026-11-25', to: '2026-12-09' });
    expect(parses).toBe(1);
  });

  it('gives an empty query for an address without one', async () => {
    expect((await request(app).get('/read-three-times').expect(200)).body).toEqual({});
  });
});
