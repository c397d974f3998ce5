import { serialiseAnswer as serialised, type SerialisedAnswer } from '../../http/serialised-answer';
import { namedCache } from '../../lib/cache/fleet-cache';
import type { AvailabilityTokenScope } from './availability-token';
import type { SlotRangeQuery } from './booking-availability';

/**
 * Serialised answers of GET /sessions/booking/availability, reused for a few seconds in this
 * process. Sixty psychologists over two weeks is ~6,000 labelled starts (~1 MB): computing and
 * serialising it costs ~50 ms of CPU, which at 50 visitors at once is seconds of queueing.
 *
 * Why a few seconds of staleness is safe: a shown time is only an offer. Booking inserts the slot
 * locks first and the database's unique index decides who gets a time (stack-notes), and the
 * checkout re-checks availability on leaving /book/confirmation (spec §2). So a stale answer can
 * at worst show a time that was just taken — the visitor is told it is no longer available — and
 * never double-books. Any slot-lock or rules write forgets every answer at once, in every API
 * process (slot-lock.model.ts, psychologist-availability.ts; lib/cache).
 */
export const ANSWER_TTL_MS = 5_000;
const LIMIT = 200;

/** The JSON bytes, their ETag and, made once, their gzip. */
export type CachedAnswer = SerialisedAnswer;

const answers = new Map<string, CachedAnswer & { storedAt: number }>();

/** What the answer depends on: the token's scope and the query (not the token's own bytes or expiry). */
export function answerKey(scope: AvailabilityTokenScope, query: SlotRangeQuery): string {
  return JSON.stringify([
    [...scope.psychologistIds].sort(),
    scope.newClientsOnly,
    [...(scope.knownPsychologistIds ?? [])].sort(),
    query.from.toISOString(),
    query.to.toISOString(),
    query.timeZone,
    query.durationMinutes ?? null,
  ]);
}

export function cachedAnswer(key: string, now = Date.now()): CachedAnswer | undefined {
  const hit = answers.get(key);
  if (!hit) return undefined;
  if (now - hit.storedAt >= fleet.ttlMs(ANSWER_TTL_MS)) {
    answers.delete(key);
    return undefined;
  }
  return hit;
}

export function rememberAnswer(key: string, answer: unknown, now = Date.now()): CachedAnswer {
  const entry = { ...serialised(answer), storedAt: now };
  if (answers.size >= LIMIT) answers.delete(answers.keys().next().value!); // the oldest
  answers.set(key, entry);
  return entry;
}

const inFlight = new Map<string, { generation: number; answer: Promise<CachedAnswer> }>();
let generation = 0;

/**
 * The cached answer, or one computation shared by everyone asking at once: when an answer expires
 * under load, fifty visitors wait for one computation instead of starting fifty. A computation
 * that started before a write is not stored for later callers.
 */
export function sharedAnswer(key: string, compute: () => Promise<unknown>): Promise<CachedAnswer> {
  const hit = cachedAnswer(key);
  if (hit) {
    fleet.hit();
    return Promise.resolve(hit);
  }
  const running = inFlight.get(key);
  if (running && running.generation === generation) {
    fleet.hit();
    return running.answer;
  }
  fleet.miss();
  const started = generation;
  const answer = compute()
    .then((value) => (started === generation ? rememberAnswer(key, value) : serialised(value)))
    .finally(() => {
      if (inFlight.get(key)?.answer === answer) inFlight.delete(key);
    });
  inFlight.set(key, { generation: started, answer });
  return answer;
}

const fleet = namedCache('availability-answers', () => {
  generation += 1;
  answers.clear();
});

/** Busy time or rules changed: no answer computed before may be served again, by any API process. */
export function forgetAvailabilityAnswers(): void {
  fleet.forget();
}
