import { Router, type Request, type Response } from 'express';
import { decodeJwt } from 'jose';
import { expressAuthentication } from '../../../auth/authentication';
import { tooManyRequests } from '../../../http/problem';
import { messagingBus } from './messaging-bus';
import type { MessagingEvent } from './messaging-events';

export const EVENT_STREAM_PATH = '/api/messaging/events';
const HEARTBEAT_MS = 15_000;
/** One stream per tab (browsers allow 6 HTTP/1.1 connections per origin); a few tabs each. */
const STREAMS_PER_USER = 10;
const open = new Map<string, number>();
const closers = new Set<() => void>();

/** Ends every open stream (shutdown: streams never end by themselves, so server.close would wait). */
export function closeEventStreams(): void {
  for (const close of [...closers]) close();
}

/** Streams open in this process (read by the metrics). */
export function openEventStreamCount(): number {
  return closers.size;
}

function write(res: Response, text: string) {
  res.write(text);
  // If anything in front compresses, push each event out now instead of waiting for a full block.
  (res as Response & { flush?: () => void }).flush?.();
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /api/messaging/events: Server-Sent Events for the signed-in client or psychologist
 * (docs/messaging.md: why SSE). Authorised like every call, by the Bearer token (the page reads the stream
 * with fetch, so the token never goes in a URL). Ends when the token expires; the page reconnects
 * with the renewed one. Not in the OpenAPI document: a stream has no JSON answer to describe.
 */
export function messagingEventStreamRouter(): Router {
  const router = Router();
  router.get(EVENT_STREAM_PATH, async (req: Request, res: Response, next) => {
    let userId: string;
    let expiresAt: number | undefined;
    try {
      const user = await expressAuthentication(req, 'jwt', ['client', 'psychologist', 'approved']);
      userId = user.sub;
      expiresAt = decodeJwt(req.headers.authorization!.replace(/^Bearer\s+/i, '')).exp;
      if ((open.get(userId) ?? 0) >= STREAMS_PER_USER) throw tooManyRequests('Too many open message streams. Close a tab and try again.', 5);
    } catch (err) {
      return next(err);
    }
    open.set(userId, (open.get(userId) ?? 0) + 1);
    res.status(200);
    res.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: proxies must neither compress nor hold events back (X-Accel-Buffering for nginx-like ones).
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    res.flushHeaders();
    req.socket.setNoDelay(true);
    write(res, 'retry: 3000\n\n');

    let closed = false;
    let unsubscribe: (() => void) | undefined;
    const timers: NodeJS.Timeout[] = [];
    const close = () => {
      if (closed) return;
      closed = true;
      closers.delete(close);
      timers.forEach(clearTimeout);
      unsubscribe?.();
      const left = (open.get(userId) ?? 1) - 1;
      if (left > 0) open.set(userId, left);
      else open.delete(userId);
      res.end();
    };
    req.on('close', close);
    closers.add(close);
    try {
      unsubscribe = await messagingBus().subscribe(userId, (event: MessagingEvent) => {
        if (!closed) write(res, frame(event.type, event));
      });
    } catch (err) {
      req.log?.warn({ err }, 'messaging stream could not subscribe');
      return close();
    }
    if (closed) return unsubscribe();
    write(res, frame('ready', { userId }));
    timers.push(setInterval(() => write(res, ': keep-alive\n\n'), HEARTBEAT_MS));
    if (expiresAt) {
      timers.push(
        setTimeout(() => {
          write(res, frame('expired', { reason: 'The access token expired: reconnect with a fresh one.' }));
          close();
        }, Math.max(0, expiresAt * 1000 - Date.now())),
      );
    }
  });
  return router;
}
