import { HELP_AFTER_MS, waitingHelp, type WaitingInput } from './waiting-help';

const T = 5_000_000;
const at = (status: string, waitedMs: number, counterpartPlace?: WaitingInput['counterpartPlace']): WaitingInput => ({ status, since: T, now: T + waitedMs, counterpartPlace });

describe('what the call page explains while someone waits', () => {
  it.each<[string, WaitingInput, ReturnType<typeof waitingHelp>]>([
    ['nothing in the first 15 s', at('waiting', HELP_AFTER_MS - 1, 'away'), null],
    ['the other person is on no session page', at('waiting', HELP_AFTER_MS, 'away'), 'not-arrived'],
    ['the other person left', at('left', HELP_AFTER_MS, 'left'), 'not-arrived'],
    ['not known yet while waiting', at('waiting', HELP_AFTER_MS), 'not-arrived'],
    ['the other person is in the waiting room, not the call', at('waiting', HELP_AFTER_MS, 'waiting'), 'in-waiting-room'],
    ['both in the call but not connecting', at('connecting', HELP_AFTER_MS, 'room'), 'not-connecting'],
    ['still connecting, place not known', at('connecting', 20_000), 'not-connecting'],
    ['a dropped call not back after 15 s', at('reconnecting', HELP_AFTER_MS, 'room'), 'reconnecting'],
    ['a dropped call within its first 15 s', at('reconnecting', 3000, 'room'), null],
    ['joining failed: at once', at('failed', 0), 'failed'],
    ['connected: nothing', at('connected', 60_000, 'room'), null],
    ['ended: nothing', at('ended', 60_000), null],
    ['the room is shut: the page says why instead', at('closed', 60_000), null],
    ['you left: nothing', at('you-left', 60_000), null],
  ])('%s', (_name, input, help) => {
    expect(waitingHelp(input)).toBe(help);
  });
});
