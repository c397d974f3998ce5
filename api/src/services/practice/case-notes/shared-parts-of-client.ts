import { CaseNoteShareModel, type CaseNoteShareRecord } from './case-note-extras.model';
import { oldestFirst } from '../../../lib/record-order';

/** The parts of case notes a client's psychologists shared with them (never the notes themselves), oldest first. */
export async function sharedCaseNotePartsOf(patientId: string): Promise<{ noteId: string; sessionId: string; psychologistId: string; sharedText: string; sharedAt: Date }[]> {
  const shares = await CaseNoteShareModel.find({ patientId }).lean<CaseNoteShareRecord[]>();
  return shares
    .sort(oldestFirst((s) => s.sharedAt))
    .map((s) => ({ noteId: s._id, sessionId: s.sessionId, psychologistId: s.psychologistId, sharedText: s.sharedText, sharedAt: s.sharedAt }));
}
