import { randomBytes } from 'node:crypto';
import express, { Router, type Request } from 'express';
import { tooManyRequests } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { takeRollingSlot } from '../../../http/rate-limit/rolling-limiter';
import type { SlotLimit } from '../../../http/rate-limit/slot-limiter';

/**
 * The device test's network page measures against our own API: round-trip
 * time, download and upload throughput. Anonymous, so capped in size and limited per address.
 * Plain Express (binary bodies), not in the OpenAPI document; the page calls it with fetch.
 */
export const NETWORK_TEST_MAX_BYTES = 2 * 1024 * 1024;
export const NETWORK_TEST_CALLS_PER_IP = 120;
const perIp: SlotLimit = { scope: 'network-test-ip', limit: NETWORK_TEST_CALLS_PER_IP, windowMs: 15 * 60 * 1000 };
const BASE = '/api/sessions/network-test';
// Random bytes once: incompressible, and no per-request cost beyond the copy.
const block = randomBytes(NETWORK_TEST_MAX_BYTES);

async function limit(req: Request) {
  const decision = await takeRollingSlot(perIp, req.ip ?? 'unknown');
  if (!decision.allowed) throw tooManyRequests('Too many network tests. Please wait a few minutes and try again.', decision.retryAfterSeconds);
}

export function networkTestRouter(): Router {
  const router = Router();
  router.get(`${BASE}/ping`, async (req, res, next) => {
    try {
      await limit(req);
      res.json({ serverTime: new Date().toISOString() });
    } catch (err) {
      next(err);
    }
  });
  router.get(`${BASE}/download`, async (req, res, next) => {
    try {
      const raw = String(req.query.bytes ?? '');
      if (!/^\d{1,8}$/.test(raw) || Number(raw) < 1 || Number(raw) > NETWORK_TEST_MAX_BYTES) {
        throw invalidField('bytes', `must be a whole number from 1 to ${NETWORK_TEST_MAX_BYTES}`);
      }
      await limit(req);
      res.setHeader('Content-Type', 'application/octet-stream');
      res.end(block.subarray(0, Number(raw)));
    } catch (err) {
      next(err);
    }
  });
  router.post(
    `${BASE}/upload`,
    async (req, _res, next) => {
      try {
        await limit(req);
        next();
      } catch (err) {
        next(err);
      }
    },
    express.raw({ type: () => true, limit: NETWORK_TEST_MAX_BYTES }),
    (req, res) => {
      res.json({ receivedBytes: Buffer.isBuffer(req.body) ? req.body.length : 0 });
    },
  );
  return router;
}
