import { Router, type NextFunction, type Request, type Response } from 'express';
import type { ApiConfig } from '../../config';
import { notFound } from '../../http/problem';
import { listOutboxMessages, type OutboxMessage } from './outbox';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

function messageHtml(message: OutboxMessage): string {
  return `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(message.to)}</strong> · ${escapeHtml(message.kind)} · <time datetime="${escapeHtml(message.createdAt.toISOString())}">${escapeHtml(message.createdAt.toISOString())}</time></p>
  <pre>${escapeHtml(message.text)}</pre>
</article>`;
}

export function outboxPageHtml(messages: OutboxMessage[], to?: string): string {
  const list = messages.length ? messages.map(messageHtml).join('\n') : '<p>No messages yet.</p>';
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Harbour outbox</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #2f3a45; }
article { border: 1px solid #d5d9de; border-radius: 6px; padding: 0 1rem; margin: 1rem 0; }
.meta { color: #5b6670; font-size: 0.9rem; }
pre { white-space: pre-wrap; font-size: 1rem; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p>Emails the API would have sent. This page exists only while no mail server (SMTP_URL) is configured.</p>
<form method="get"><label>To <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>
${list}
</body>
</html>
`;
}

const queryTo = (req: Request) => (typeof req.query.to === 'string' ? req.query.to : undefined);

/**
 * The development outbox (ARCHITECTURE §6): every email the API kept, codes included. A plain
 * Express router, not a tsoa controller, so it is never in the OpenAPI document or the SDK; the
 * app mounts it only with DEV_OUTBOX=1, which a production start refuses (config.startupProblem).
 *
 * GET /api/notifications/outbox?to=   → { messages } newest first (at most 200)
 * GET /api/notifications/outbox/page  → the same as a plain page, for people running Harbour locally
 */
export function outboxRouter(config: Pick<ApiConfig, 'smtpUrl'>): Router {
  const router = Router();
  // With real mail, codes must reach people by email alone, even when the flag was left on.
  router.use('/api/notifications/outbox', (_req: Request, _res: Response, next: NextFunction) =>
    next(config.smtpUrl ? notFound('The outbox is only available when no mail server is configured.') : undefined),
  );
  router.get('/api/notifications/outbox', async (req, res, next) => {
    try {
      res.set('Cache-Control', 'no-store').json({ messages: await listOutboxMessages(queryTo(req)) });
    } catch (err) {
      next(err);
    }
  });
  router.get('/api/notifications/outbox/page', async (req, res, next) => {
    try {
      const to = queryTo(req);
      const messages = await listOutboxMessages(to);
      res
        .status(200)
        .set({
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
          'X-Robots-Tag': 'noindex',
        })
        .send(outboxPageHtml(messages, to));
    } catch (err) {
      next(err);
    }
  });
  return router;
}
