import { EventEmitter } from 'node:events';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { tooManyRequests } from '../../../http/problem';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { CallSignalModel } from './call-records.model';
import type { NewSignal, SignalPage } from './calls.types';
import { joinStateOf, joinWindowOf } from './join-window';
import { placeOf } from './presence';
import { counterpartOf, sessionForParticipant } from './session-access';
import { roomClosedProblem } from './video-token';

/** A call needs a few dozen signals; more than this in one session is a runaway tab. */
export const MAX_SIGNALS_PER_SESSION = 3000;
/** The longest a read waits for a new signal (a long poll); the browser asks again at once. */
export const MAX_WAIT_SECONDS = 20;
/** How often a waiting read looks at the database (signals from another API process). */
const POLL_MS = 400;

// Wakes reads waiting in this process at once; other processes are reached by the database poll.
const posted = new EventEmitter();
posted.setMaxListeners(0);

export interface SignalToStore {
  sessionId: string;
  fromUserId: string;
  connectionId: string;
  kind: string;
  payload: string;
  sentAt: Date;
}

/**
 * Stores a signal under the session's next number. Insert-only: the number is decided by the
 * unique `_id` (`sessionId|seq`), tried again on a duplicate, so concurrent senders never share
 * or skip a number, and a number is only ever taken after every lower one is stored (a reader
 * that has seen n has seen everything below it).
 */
export async function insertSignal(signal: SignalToStore): Promise<number> {
  let seq = await CallSignalModel.countDocuments({ sessionId: signal.sessionId });
  if (seq >= MAX_SIGNALS_PER_SESSION) throw tooManyRequests('Too many call messages for this session.', 60);
  for (let attempt = 0; attempt < 50; attempt++, seq++) {
    try {
      await CallSignalModel.create({ _id: `${signal.sessionId}|${seq}`, seq, ...signal });
      posted.emit(signal.sessionId);
      return seq;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }
  throw tooManyRequests('The call is busy; please try again.', 1);
}

/**
 * POST /sessions/{id}/signals: a participant's browser sends an offer, answer, ICE candidate or
 * state to the other. Only while the room is open: a room that has finished, ended, been cancelled
 * or moved answers 409 with the reason in words, and the browser stops and says so.
 */
export async function postSignal(user: AuthenticatedUser, sessionId: string, signal: NewSignal, now = new Date()): Promise<void> {
  const { session } = await sessionForParticipant(user, sessionId);
  const state = joinStateOf(session, now);
  // "ended" is the psychologist's own last word to the other side, sent as the session ends.
  if (state !== 'open' && !(state === 'ended' && signal.kind === 'ended')) {
    throw roomClosedProblem(state, joinWindowOf(session).opensAt, session.timezoneId);
  }
  await insertSignal({ sessionId, fromUserId: user.sub, connectionId: signal.connectionId, kind: signal.kind, payload: signal.payload, sentAt: now });
}

const wait = (sessionId: string, ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      posted.off(sessionId, done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    posted.on(sessionId, done);
  });

/**
 * GET /sessions/{id}/signals?after=&wait=: the other participant's signals numbered above
 * `after`, waiting up to `wait` seconds for one to arrive (long poll). Also says where the other
 * person is, so the call can show "left / reconnecting".
 */
export async function readSignals(user: AuthenticatedUser, sessionId: string, after: number, waitSeconds: number, clock = () => new Date()): Promise<SignalPage> {
  const { session, role } = await sessionForParticipant(user, sessionId);
  const counterpart = await counterpartOf(session, role);
  const deadline = Date.now() + Math.min(waitSeconds, MAX_WAIT_SECONDS) * 1000;
  for (;;) {
    // One equality filter (pushed down); the session's few hundred signals are filtered here.
    const all = await CallSignalModel.find({ sessionId }).lean();
    const fresh = all.filter((s) => s.seq > after && s.fromUserId !== user.sub).sort((a, b) => a.seq - b.seq);
    const remaining = deadline - Date.now();
    if (fresh.length > 0 || remaining <= 0) {
      const now = clock();
      const cursor = fresh.length > 0 ? fresh[fresh.length - 1].seq : after;
      return {
        signals: fresh.map(({ seq, kind, payload, connectionId, sentAt }) => ({ seq, kind: kind as SignalPage['signals'][number]['kind'], payload, connectionId, sentAt })),
        cursor,
        counterpartPlace: await placeOf(sessionId, counterpart.userId, now),
        joinState: joinStateOf(session, now),
      };
    }
    await wait(sessionId, Math.min(POLL_MS, remaining));
  }
}
