import { recentPsychologistIds } from './eligibility';

const now = new Date('2026-11-23T00:00:00Z');
const session = (psychologistId: string, startsAt: string, sessionStatus = 'Completed') => ({ psychologistId, startsAt: new Date(startsAt), sessionStatus });

describe('psychologists a client may message (spec §6)', () => {
  it.each<[string, ReturnType<typeof session>[], string[]]>([
    ['no sessions: nobody', [], []],
    ['a session 5 months ago counts', [session('p1', '2026-06-23T00:00:00Z')], ['p1']],
    ['exactly 6 months ago counts', [session('p1', '2026-05-23T00:00:00Z')], ['p1']],
    ['7 months ago does not', [session('p1', '2026-04-22T00:00:00Z')], []],
    ['an upcoming session counts', [session('p2', '2026-12-01T00:00:00Z', 'Pending')], ['p2']],
    ['a cancelled one does not', [session('p1', '2026-11-01T00:00:00Z', 'Cancelled')], []],
    ['each psychologist once', [session('p1', '2026-10-01T00:00:00Z'), session('p1', '2026-11-01T00:00:00Z'), session('p2', '2026-11-02T00:00:00Z')], ['p1', 'p2']],
  ])('%s', (_name, sessions, expected) => expect(recentPsychologistIds(sessions, now)).toEqual(expected));
});
