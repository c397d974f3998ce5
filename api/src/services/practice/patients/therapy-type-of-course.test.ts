import { therapyTypeIdOfCourse, type CourseSession } from './therapy-type-of-course';

const at = (date: string, therapyTypeId: string, sessionStatus: CourseSession['sessionStatus'] = 'Completed'): CourseSession => ({ startsAt: new Date(`${date}T00:00:00Z`), therapyTypeId, sessionStatus });

describe('therapyTypeIdOfCourse: the type the two work in now', () => {
  it.each<[string, CourseSession[], number | undefined]>([
    ['no sessions', [], undefined],
    ['one session', [at('2026-10-01', '1')], 1],
    ['the latest session decides', [at('2026-09-01', '1'), at('2026-10-01', '2')], 2],
    ['an upcoming session is the latest booked', [at('2026-10-01', '1'), at('2026-12-01', '3', 'Pending')], 3],
    ['a cancelled later session does not change it', [at('2026-10-01', '2'), at('2026-11-01', '1', 'Cancelled')], 2],
    ['only cancelled sessions: the latest of them', [at('2026-10-01', '2', 'Cancelled'), at('2026-11-01', '3', 'Cancelled')], 3],
    ['order of the input does not matter', [at('2026-11-01', '2'), at('2026-09-01', '1')], 2],
  ])('%s → %s', (_, sessions, expected) => expect(therapyTypeIdOfCourse(sessions)).toBe(expected));
});
