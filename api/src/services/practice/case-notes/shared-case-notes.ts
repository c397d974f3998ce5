import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { recordAudit } from '../../audit';
import { sessionsOfPatient } from '../../sessions';
import type { SessionRecord } from '../../sessions';
import { CaseNoteShareModel, type CaseNoteShareRecord } from './case-note-extras.model';
import { namesOf } from './case-note-views';
import type { SharedCaseNote } from './case-notes.types';
import { sessionOfClient } from './practice-session';

/** The client's view: only the parts their psychologists chose to share, never the notes themselves. */
async function sharedView(user: AuthenticatedUser, shares: CaseNoteShareRecord[], sessions: Pick<SessionRecord, '_id' | 'startsAt'>[]): Promise<SharedCaseNote[]> {
  const names = await namesOf(shares.map((s) => s.psychologistId));
  const startOf = new Map(sessions.map((s) => [s._id, s.startsAt]));
  await Promise.all(shares.map((s) => recordAudit(user, { patientId: user.sub, action: 'read', recordKind: 'case-note', recordId: s._id, detail: 'shared part' })));
  return shares
    .map((s) => ({
      noteId: s._id,
      sessionId: s.sessionId,
      sessionStartsAt: (startOf.get(s.sessionId) ?? s.sharedAt).toISOString(),
      psychologistName: names.get(s.psychologistId) ?? 'Your psychologist',
      sharedText: s.sharedText,
      sharedAt: s.sharedAt.toISOString(),
    }))
    // A session's several shared parts: oldest share first, then by note (one order between reads).
    .sort((a, b) => b.sessionStartsAt.localeCompare(a.sessionStartsAt) || a.sharedAt.localeCompare(b.sharedAt) || a.noteId.localeCompare(b.noteId));
}

export async function sharedNotesOfSession(user: AuthenticatedUser, sessionId: string): Promise<SharedCaseNote[]> {
  const session = await sessionOfClient(user, sessionId);
  const shares = await CaseNoteShareModel.find({ sessionId }).lean<CaseNoteShareRecord[]>();
  return sharedView(user, shares.filter((s) => s.patientId === user.sub), [session]);
}

export async function allSharedNotes(user: AuthenticatedUser): Promise<SharedCaseNote[]> {
  const [shares, sessions] = await Promise.all([
    CaseNoteShareModel.find({ patientId: user.sub }).lean<CaseNoteShareRecord[]>(),
    sessionsOfPatient(user.sub, { fields: ['startsAt'] }),
  ]);
  return sharedView(user, shares, sessions);
}
