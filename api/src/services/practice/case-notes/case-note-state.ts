/**
 * The case-note state machine (spec §4 "Case notes: draft, saved, or draft discarded"; locks
 * and addenda). A draft is saved or discarded; a saved note may be edited or locked; a
 * locked note never changes — corrections are addenda with their own time and author.
 */
export type CaseNoteStatus = 'draft' | 'saved' | 'locked';
export type CaseNoteAction = 'autosave' | 'save' | 'discard' | 'edit' | 'lock' | 'addendum' | 'share';

export type Transition = { allowed: true; next: CaseNoteStatus | 'discarded' } | { allowed: false; reason: string };

const TABLE: Record<CaseNoteStatus, Partial<Record<CaseNoteAction, CaseNoteStatus | 'discarded'>>> = {
  draft: { autosave: 'draft', save: 'saved', discard: 'discarded' },
  saved: { edit: 'saved', lock: 'locked', share: 'saved' },
  // Sharing a part with the client does not change the note: the shared part is a record of its own.
  locked: { addendum: 'locked', share: 'locked' },
};

export const LOCKED_NOTE = 'This case note is locked and cannot be changed. Add an addendum instead.';

function refusal(status: CaseNoteStatus, action: CaseNoteAction): string {
  if (status === 'locked') return action === 'lock' ? 'This case note is already locked.' : LOCKED_NOTE;
  if (action === 'addendum') return 'Addenda are added to locked notes; edit the note until it is locked.';
  return `A ${status} note cannot be given '${action}'.`;
}

export function transition(status: CaseNoteStatus, action: CaseNoteAction): Transition {
  const next = TABLE[status][action];
  return next ? { allowed: true, next } : { allowed: false, reason: refusal(status, action) };
}
