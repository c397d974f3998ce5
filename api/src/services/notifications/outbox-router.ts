import { Router, type NextFunction, type Request, type Response } from 'express';
import type { ApiConfig } from '../../config';
import { notFound } from '../../http/problem';
import { listOutboxMessages, type OutboxMessage } from './outbox';
import { checkAustralianMobile } from './sms/australian-mobile';
import { listSmsMessages, type SinkMessage } from './sms/send-sms';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

function messageHtml(message: OutboxMessage): string {
  return `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(message.to)}</strong> · ${escapeHtml(message.kind)} · <time datetime="${escapeHtml(message.createdAt.toISOString())}">${escapeHtml(message.createdAt.toISOString())}</time></p>
  <pre>${escapeHtml(message.text)}</pre>
</article>`;
}

function textHtml(message: SinkMessage): string {
  return `<article>
  <p class="meta">To <strong>${escapeHtml(message.to)}</strong> · ${escapeHtml(message.kind)} · <time datetime="${escapeHtml(message.createdAt.toISOString())}">${escapeHtml(message.createdAt.toISOString())}</time></p>
  <pre>${escapeHtml(message.body)}</pre>
</article>`;
}

/** The sink's part of the page: absent (undefined) when Twilio delivers texts for real. */
function textsHtml(texts: SinkMessage[] | undefined): string {
  if (!texts) return '';
  return `<section aria-labelledby="texts">
<h2 id="texts">Text messages</h2>
<p>Texts the API would have sent (the SMS sink). This part exists only while no SMS provider (TWILIO_ACCOUNT_SID) is configured.</p>
${texts.length ? texts.map(textHtml).join('\n') : '<p>No text messages yet.</p>'}
</section>`;
}

export function outboxPageHtml(messages: OutboxMessage[], to?: string, texts?: SinkMessage[]): string {
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
<form method="get"><label>To (email or mobile) <input type="text" name="to" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>
<section aria-labelledby="emails">
<h2 id="emails">Emails</h2>
${list}
</section>
${textsHtml(texts)}
</body>
</html>
`;
}

const queryTo = (req: Request) => (typeof req.query.to === 'string' ? req.query.to : undefined);

/** A mobile in any usual writing finds its E.164 texts; an email address finds none. */
function textsTo(to: string | undefined): string | undefined | null {
  if (!to?.trim()) return undefined;
  const mobile = checkAustralianMobile(to);
  return mobile.ok ? mobile.e164 : to.trim().startsWith('+') ? to.trim() : null;
}

async function sinkTexts(config: Pick<ApiConfig, 'twilio'>, to: string | undefined): Promise<SinkMessage[] | undefined> {
  if (config.twilio) return undefined;
  const number = textsTo(to);
  return number === null ? [] : listSmsMessages(number);
}

/**
 * The development outbox (ARCHITECTURE §6): every email the API kept, codes included. A plain
 * Express router, not a tsoa controller, so it is never in the OpenAPI document or the SDK; the
 * app mounts it only with DEV_OUTBOX=1, which a production start refuses (config.startupProblem).
 *
 * GET /api/notifications/outbox?to=      → { messages } newest first (at most 200)
 * GET /api/notifications/outbox/sms?to=  → { messages }: the SMS sink, while no SMS provider is configured
 * GET /api/notifications/outbox/page     → both as a plain page, for people running Harbour locally
 */
export function outboxRouter(config: Pick<ApiConfig, 'smtpUrl' | 'twilio'>): Router {
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
  router.get('/api/notifications/outbox/sms', async (req, res, next) => {
    try {
      // With a real provider, texts reach phones alone, like codes reach inboxes alone.
      if (config.twilio) throw notFound('The text message sink is only available when no SMS provider is configured.');
      res.set('Cache-Control', 'no-store').json({ messages: await sinkTexts(config, queryTo(req)) });
    } catch (err) {
      next(err);
    }
  });
  router.get('/api/notifications/outbox/page', async (req, res, next) => {
    try {
      const to = queryTo(req);
      const [messages, texts] = await Promise.all([listOutboxMessages(to), sinkTexts(config, to)]);
      res
        .status(200)
        .set({
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
          'X-Robots-Tag': 'noindex',
        })
        .send(outboxPageHtml(messages, to, texts));
    } catch (err) {
      next(err);
    }
  });
  return router;
}
