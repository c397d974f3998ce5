import type { Transporter } from 'nodemailer';

// Bounded waits, so an unreachable mail server fails a delivery in seconds, not minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

let cached: { url: string; transporter: Transporter } | undefined;

/**
 * One nodemailer SMTP transport per SMTP_URL (e.g. smtp://user:pass@mail.example.com:587).
 * nodemailer is loaded with the first delivery: without SMTP_URL (development, tests) never.
 */
export async function smtpTransport(url: string): Promise<Transporter> {
  const { createTransport } = await import('nodemailer');
  if (cached?.url !== url) {
    cached?.transporter.close();
    cached = { url, transporter: createTransport({ url, ...TIMEOUTS }) };
  }
  return cached.transporter;
}
