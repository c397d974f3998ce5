/** One Server-Sent Event as read by a test. */
export interface StreamEvent {
  event: string;
  data: unknown;
  receivedAt: number;
}

/**
 * Reads an event stream over HTTP the way the portal does (fetch with the Bearer token), and lets
 * a test wait for a matching event.
 */
export async function openEventStream(url: string, authorization?: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: authorization ? { authorization } : {}, signal: controller.signal });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  if (response.ok && response.body) {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
            const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
            if (event) events.push({ event, data: JSON.parse(data), receivedAt: Date.now() });
            waiters.forEach((wake) => wake());
          }
        }
      } catch {
        // aborted by close()
      } finally {
        ended = true;
        waiters.forEach((wake) => wake());
      }
    })();
  }
  return {
    response,
    events,
    /** Resolves with the first event (from `from` on) that matches, or rejects after `timeoutMs`. */
    // A bound for a condition that will come, generous for a busy machine; it returns at once when met.
    waitFor(match: (e: StreamEvent) => boolean, timeoutMs = 30_000, from = 0): Promise<StreamEvent> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (found) return done(() => resolve(found));
          if (ended) return done(() => reject(new Error('stream ended')));
        };
        const timer = setTimeout(() => done(() => reject(new Error(`no matching event in ${timeoutMs} ms`))), timeoutMs);
        const done = (then: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          then();
        };
        waiters.add(check);
        check();
      });
    },
    close() {
      controller.abort();
    },
  };
}
