import { orderPatientNotes } from '../patient-notes/patient-notes';
import { matchesSearch } from './practice-patients';

describe('patient search', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['robin', true],
    ['LEE rob', true],
    ['robin smith', false],
    ['sam', false],
  ])('%j matches Robin Lee: %s', (q, expected) => {
    expect(matchesSearch(q, 'Robin', 'Lee')).toBe(expected);
  });
});

describe('patient note order', () => {
  it('lists pinned notes first, then newest first', () => {
    const note = (noteId: string, pinNote: boolean, createdAt: string) => ({ noteId, patientId: 'p', noteText: noteId, pinNote, createdAt, updatedAt: createdAt });
    const ordered = orderPatientNotes([note('old', false, '2026-01-01'), note('pinned-old', true, '2025-01-01'), note('new', false, '2026-02-01'), note('pinned-new', true, '2025-06-01')]);
    expect(ordered.map((n) => n.noteId)).toEqual(['pinned-new', 'pinned-old', 'new', 'old']);
  });
});
