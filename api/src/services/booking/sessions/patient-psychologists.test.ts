import { psychologistsOfSessions } from './patient-psychologists';
import type { SessionDetails } from '../../sessions/records/session.types';

const NOW = new Date('2026-11-20T00:00:00Z');
const session = (psychologistId: string, date: string, sessionStatus: SessionDetails['sessionStatus']) =>
  ({ psychologist: { id: psychologistId, firstName: `First ${psychologistId}`, lastName: `Last ${psychologistId}` }, sessionStartDate: new Date(`${date}T00:00:00Z`), sessionStatus }) as SessionDetails;

describe('psychologistsOfSessions: one line per psychologist', () => {
  it('counts completed sessions and finds the last and next', () => {
    expect(psychologistsOfSessions([session('A', '2026-10-01', 'Completed'), session('A', '2026-11-01', 'Completed'), session('A', '2026-12-01', 'Pending'), session('A', '2026-12-08', 'Pending')], NOW)).toEqual([
      { psychologistId: 'A', firstName: 'First A', lastName: 'Last A', completedSessions: 2, lastSessionAt: new Date('2026-11-01T00:00:00Z'), nextSessionAt: new Date('2026-12-01T00:00:00Z') },
    ]);
  });

  it('keeps a psychologist with cancelled sessions only (a care relationship), without dates', () => {
    expect(psychologistsOfSessions([session('A', '2026-12-01', 'Cancelled')], NOW)).toEqual([{ psychologistId: 'A', firstName: 'First A', lastName: 'Last A', completedSessions: 0 }]);
  });

  it('lists the most recently seen or booked first', () => {
    const lines = psychologistsOfSessions([session('A', '2026-06-01', 'Completed'), session('B', '2026-12-01', 'Pending'), session('C', '2026-09-01', 'Completed'), session('C', '2026-12-24', 'Cancelled')], NOW);
    expect(lines.map((l) => l.psychologistId)).toEqual(['B', 'C', 'A']);
  });

  it('has nothing for no sessions', () => expect(psychologistsOfSessions([], NOW)).toEqual([]));
});
