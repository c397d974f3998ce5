import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire (not decoded: a compressed answer stays compressed). */
  body: Buffer;
}

/** One request with node:http, which (unlike fetch and supertest) never decodes Content-Encoding. */
export function rawRequest(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<RawAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { ...(payload && { 'content-type': 'application/json' }), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Opens a streaming GET and collects its raw text; `until` resolves once the text contains what is
 * awaited (or rejects when the stream ends first). `close` ends it.
 */
export function rawStream(url: string, headers: Record<string, string>) {
  let text = '';
  let ended = false;
  const waiters = new Set<() => void>();
  let req!: http.ClientRequest;
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    req = http.get(url, { headers }, (res) => {
      res.setEncoding('latin1'); // bytes as characters: compressed bytes would not read as text
      res.on('data', (chunk: string) => {
        text += chunk;
        waiters.forEach((wake) => wake());
      });
      res.on('close', () => {
        ended = true;
        waiters.forEach((wake) => wake());
      });
      resolve(res);
    });
    req.on('error', (err) => (ended ? undefined : reject(err)));
  });
  return {
    response,
    get text() {
      return text;
    },
    until(expected: string): Promise<void> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (text.includes(expected)) return (waiters.delete(check), resolve());
          if (ended) return (waiters.delete(check), reject(new Error(`stream ended before ${JSON.stringify(expected)}; got ${JSON.stringify(text)}`)));
        };
        waiters.add(check);
        check();
      });
    },
    close() {
      req.destroy();
    },
  };
}
