import { LOCKED_NOTE, transition, type CaseNoteAction, type CaseNoteStatus } from './case-note-state';

// The whole table: every state × every action, allowed (with the next state) or refused.
const CASES: [CaseNoteStatus, CaseNoteAction, string][] = [
  ['draft', 'autosave', 'draft'],
  ['draft', 'save', 'saved'],
  ['draft', 'discard', 'discarded'],
  ['draft', 'edit', 'refused'],
  ['draft', 'lock', 'refused'],
  ['draft', 'addendum', 'refused'],
  ['draft', 'share', 'refused'],
  ['saved', 'edit', 'saved'],
  ['saved', 'lock', 'locked'],
  ['saved', 'share', 'saved'],
  ['saved', 'addendum', 'refused'],
  ['saved', 'discard', 'refused'],
  ['saved', 'autosave', 'refused'],
  ['locked', 'addendum', 'locked'],
  ['locked', 'share', 'locked'],
  ['locked', 'edit', 'refused'],
  ['locked', 'lock', 'refused'],
  ['locked', 'save', 'refused'],
  ['locked', 'discard', 'refused'],
];

describe('case-note state machine', () => {
  it.each(CASES)('%s + %s → %s', (status, action, expected) => {
    const step = transition(status, action);
    expect(step.allowed ? step.next : 'refused').toBe(expected);
  });

  it('tells the psychologist to add an addendum when a locked note is edited', () => {
    expect(transition('locked', 'edit')).toEqual({ allowed: false, reason: LOCKED_NOTE });
    expect(transition('locked', 'lock')).toEqual({ allowed: false, reason: 'This case note is already locked.' });
    expect(transition('saved', 'addendum')).toEqual({ allowed: false, reason: 'Addenda are added to locked notes; edit the note until it is locked.' });
  });
});
