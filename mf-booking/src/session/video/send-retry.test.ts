import { afterFailedSend } from './send-retry';

describe('a signal that did not go through', () => {
  it.each<[string, number | undefined, number, ReturnType<typeof afterFailedSend>]>([
    ['409: the room is shut (finished, ended, cancelled or moved)', 409, 0, { kind: 'room-shut' }],
    ['403: not this person’s session', 403, 0, { kind: 'refused' }],
    ['404: no such session', 404, 0, { kind: 'refused' }],
    ['422: a malformed signal', 422, 0, { kind: 'refused' }],
    ['no answer (network): again soon', undefined, 0, { kind: 'retry', afterMs: 250 }],
    ['401 while the sign-in renews: again', 401, 1, { kind: 'retry', afterMs: 500 }],
    ['503: again, backing off', 503, 3, { kind: 'retry', afterMs: 2000 }],
    ['500 many times: at most every 4 s', 500, 40, { kind: 'retry', afterMs: 4000 }],
  ])('%s', (_name, status, attempt, outcome) => {
    expect(afterFailedSend(status, attempt)).toEqual(outcome);
  });

  it('waits as long as a 429 asks (up to 10 s)', () => {
    expect(afterFailedSend(429, 0, 1)).toEqual({ kind: 'retry', afterMs: 1000 });
    expect(afterFailedSend(429, 0, 60)).toEqual({ kind: 'retry', afterMs: 10_000 });
  });
});
