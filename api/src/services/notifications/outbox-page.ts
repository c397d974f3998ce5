import { Router } from 'express';
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

/** GET /api/notifications/outbox/page: the outbox as a plain page, for people running Harbour locally. */
export function outboxPageRouter(): Router {
  const router = Router();
  router.get('/api/notifications/outbox/page', async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
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
  });
  return router;
}
