import type { NewSignal, SignalPage } from '@harbour/sdk/sessions';

/**
 * The peer-to-peer call's signalling over our API: POST a signal, long-poll for the other side's.
 * Plain fetch (not RTK Query): the long poll must be aborted when the room closes, and its answers
 * must never sit in a cache.
 */
export class SignallingClient {
  private cursor = -1;
  private readonly abort = new AbortController();

  constructor(
    private readonly baseUrl: string,
    private readonly sessionId: string,
    private readonly accessToken: () => string | undefined,
  ) {}

  private url(path: string) {
    return `${this.baseUrl}/sessions/sessions/${encodeURIComponent(this.sessionId)}/${path}`;
  }

  private headers(): HeadersInit {
    const token = this.accessToken();
    return { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) };
  }

  async send(signal: NewSignal): Promise<void> {
    const response = await fetch(this.url('signals'), { method: 'POST', headers: this.headers(), body: JSON.stringify(signal), signal: this.abort.signal });
    if (!response.ok) throw new Error(`signal ${signal.kind} answered ${response.status}`);
  }

  /** Skips what the other side sent before this connection (an earlier call's offers). */
  async skipHistory(): Promise<SignalPage> {
    const page = await this.read(0, -1);
    return page;
  }

  async read(waitSeconds: number, after = this.cursor): Promise<SignalPage> {
    const response = await fetch(this.url(`signals?after=${after}&wait=${waitSeconds}`), { headers: this.headers(), signal: this.abort.signal });
    if (!response.ok) throw Object.assign(new Error(`signals answered ${response.status}`), { status: response.status });
    const page = (await response.json()) as SignalPage;
    this.cursor = page.cursor;
    return page;
  }

  async presence(place: 'waiting' | 'room' | 'left'): Promise<void> {
    await fetch(this.url('presence'), { method: 'PUT', headers: this.headers(), body: JSON.stringify({ place }), keepalive: place === 'left' }).catch(() => undefined);
  }

  close() {
    this.abort.abort();
  }

  get closed() {
    return this.abort.signal.aborted;
  }
}
