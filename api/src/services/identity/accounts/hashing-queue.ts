/**
 * Password hashing is the API's most expensive work (scrypt, ~50–100 ms of a core each). A
 * bounded queue keeps a burst from turning into minute-long waits for everyone:
 * at most `running` hashes at once, `waiting` more in line, and each caller (an IP address) may
 * hold only `perCaller` places, so one source cannot fill the line. Anything beyond is refused at
 * once with a retry hint, which the API answers as 429 + Retry-After.
 */
export class HashingBusyError extends Error {
  readonly retryAfterSeconds = 2;
  constructor() {
    super('Too many password checks at once.');
    this.name = 'HashingBusyError';
  }
}

export interface HashingQueueLimits {
  running: number;
  waiting: number;
  perCaller: number;
}

export class HashingQueue {
  private active = 0;
  private readonly line: (() => void)[] = [];
  private readonly held = new Map<string, number>();

  constructor(readonly limits: HashingQueueLimits) {}

  /** Runs `work` when a place is free; throws HashingBusyError when the line is full. */
  async run<T>(work: () => Promise<T>, caller = ''): Promise<T> {
    const mine = this.held.get(caller) ?? 0;
    if (this.active + this.line.length >= this.limits.running + this.limits.waiting) throw new HashingBusyError();
    if (caller && mine >= this.limits.perCaller) throw new HashingBusyError();
    this.held.set(caller, mine + 1);
    try {
      if (this.active >= this.limits.running) await new Promise<void>((resolve) => this.line.push(resolve));
      else this.active += 1;
      try {
        return await work();
      } finally {
        const next = this.line.shift();
        if (next) next(); // hands this place straight to the next in line
        else this.active -= 1;
      }
    } finally {
      const left = (this.held.get(caller) ?? 1) - 1;
      if (left) this.held.set(caller, left);
      else this.held.delete(caller);
    }
  }
}

/** The process's one queue: 2 hashes at a time on a 2-core machine, 6 waiting. */
export const hashingQueue = new HashingQueue({ running: 2, waiting: 6, perCaller: 3 });
