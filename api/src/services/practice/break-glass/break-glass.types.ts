import type { CaseNoteView } from '../case-notes/case-notes.types';

/** Why an administrator must read a client's clinical records: required, kept in the trail, sent to the practitioners. */
export interface BreakGlassRequest {
  reason: string;
}

export interface BreakGlassCaseNote extends CaseNoteView {
  psychologistId: string;
  psychologistName: string;
}

/** The client's saved case notes, oldest first, as their psychologists wrote them. */
export interface BreakGlassCaseNotes {
  patientId: string;
  patientName: string;
  notes: BreakGlassCaseNote[];
}
