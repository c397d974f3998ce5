import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the API sent to Stripe (stripe-mock behind the recorder). */
export interface StripeCall {
  method: string;
  path: string;
  idempotencyKey?: string;
  /** The form body, decoded (Stripe's API takes application/x-www-form-urlencoded). */
  params: Record<string, string>;
  status: number;
}

export interface StripeRecorder {
  url: string;
  calls: StripeCall[];
  /**
   * Requests that can move money: a PaymentIntent created with `confirm=true`, a confirm of a
   * PaymentIntent, a refund. Stripe performs a repeated idempotency key once, so this counts each
   * key once, and only answers of 2xx.
   */
  moneyMovements(): StripeCall[];
  close(): Promise<void>;
}

const movesMoney = (call: StripeCall) =>
  call.method === 'POST' &&
  ((call.path === '/v1/payment_intents' && call.params.confirm === 'true') || /^\/v1\/payment_intents\/[^/]+\/confirm$/.test(call.path) || call.path === '/v1/refunds');

/**
 * A pass-through in front of stripe-mock that writes down every request. stripe-mock keeps no
 * state, so counting what reached it is how a test sees how many charges the API made.
 */
export async function startStripeRecorder(target = process.env.STRIPE_API_URL!): Promise<StripeRecorder> {
  const upstream = new URL(target);
  const calls: StripeCall[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const forward = http.request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
        (answer) => {
          const call: StripeCall = {
            method: req.method ?? 'GET',
            path: (req.url ?? '').split('?')[0],
            idempotencyKey: req.headers['idempotency-key'] as string | undefined,
            params: Object.fromEntries(new URLSearchParams(body.toString('utf8'))),
            status: answer.statusCode ?? 0,
          };
          calls.push(call);
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      forward.end(body);
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    moneyMovements() {
      const seen = new Set<string>();
      return calls.filter((call) => {
        if (!movesMoney(call) || call.status < 200 || call.status >= 300) return false;
        const key = call.idempotencyKey ?? `${call.path}#${calls.indexOf(call)}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
