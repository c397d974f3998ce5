import type { NewSignal, SignalPage } from '@harbour/sdk/sessions';
import { afterFailedSend } from './send-retry';

/** Why the server refused a signal for good (409: the room is shut; its words say why). */
export class SignalRefused extends Error {
  constructor(
    readonly status: number | undefined,
    readonly detail: string,
    readonly roomShut: boolean,
  ) {
    super(detail);
  }
}

async function problemDetail(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { detail?: string };
    return body.detail || `answered ${response.status}`;
  } catch {
    return `answered ${response.status}`;
  }
}

/**
 * The peer-to-peer call's signalling over our API: POST a signal, long-poll for the other side's.
 * Plain fetch (not RTK Query): the long poll must be aborted when the room closes, and its answers
 * must never sit in a cache.
 *
 * Signals go out in the order they were given: the server numbers them as they arrive, so two
 * requests in flight at once could swap (an ICE candidate overtaking its offer). Each signal waits
 * until everything given before it has arrived, except that ICE candidates (whose order among
 * themselves does not matter) go out together once the description before them has arrived.
 * A failed send is tried again (network, 401 while the sign-in renews, 429, 5xx) before the next
 * one goes; a 409 means the room is shut, which `onRoomShut` hears once, and nothing more is sent.
 */
export class SignallingClient {
  private cursor = -1;
  private readonly abort = new AbortController();
  /** The last signal that is not a candidate: everything after it waits for it. */
  private barrier: Promise<void> = Promise.resolve();
  /** Candidates given since that signal, in flight together. */
  private candidates: Promise<void>[] = [];
  private shut?: SignalRefused;

  constructor(
    private readonly baseUrl: string,
    private readonly sessionId: string,
    private readonly accessToken: () => string | undefined,
    private readonly onRoomShut: (detail: string) => void = () => undefined,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  private url(path: string) {
    return `${this.baseUrl}/sessions/sessions/${encodeURIComponent(this.sessionId)}/${path}`;
  }

  private headers(): HeadersInit {
    const token = this.accessToken();
    return { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) };
  }

  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.abort.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }

  private async deliver(signal: NewSignal): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      if (this.shut) throw this.shut;
      if (this.closed) throw new SignalRefused(undefined, 'The call was closed.', false);
      let status: number | undefined;
      let detail = 'no answer';
      let retryAfter: number | undefined;
      try {
        const response = await fetch(this.url('signals'), { method: 'POST', headers: this.headers(), body: JSON.stringify(signal), signal: this.abort.signal });
        if (response.ok) return;
        status = response.status;
        retryAfter = Number(response.headers.get('retry-after')) || undefined;
        detail = await problemDetail(response);
      } catch (err) {
        if (this.closed) throw new SignalRefused(undefined, 'The call was closed.', false);
        detail = (err as Error).message;
      }
      const outcome = afterFailedSend(status, attempt, retryAfter);
      this.log(`signal ${signal.kind} ${status ?? 'failed'}: ${detail} → ${outcome.kind}`);
      if (outcome.kind === 'room-shut') {
        this.shut = new SignalRefused(status, detail, true);
        this.onRoomShut(detail);
        throw this.shut;
      }
      if (outcome.kind === 'refused') throw new SignalRefused(status, detail, false);
      await this.sleep(outcome.afterMs);
    }
  }

  /** Queues the signal after those already given; resolves once the server has it. */
  send(signal: NewSignal): Promise<void> {
    if (signal.kind === 'candidate') {
      const sent = this.barrier.then(() => this.deliver(signal));
      this.candidates.push(sent.catch(() => undefined));
      return sent;
    }
    const before = Promise.all([this.barrier, ...this.candidates]);
    this.candidates = [];
    const sent = before.then(() => this.deliver(signal));
    this.barrier = sent.catch(() => undefined);
    return sent;
  }

  /** Skips what the other side sent before this connection (an earlier call's offers). */
  async skipHistory(): Promise<SignalPage> {
    return this.read(0, -1);
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

  /** The last word as the call closes: once, not queued behind retries, never retried. */
  async goodbye(signal: NewSignal): Promise<void> {
    if (this.shut) return;
    await fetch(this.url('signals'), { method: 'POST', headers: this.headers(), body: JSON.stringify(signal), keepalive: true }).catch(() => undefined);
  }

  close() {
    this.abort.abort();
  }

  get closed() {
    return this.abort.signal.aborted;
  }
}
