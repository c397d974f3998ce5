import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { sessionsOfPsychologist } from '../../sessions';
import type { SessionRecord } from '../../sessions';
import { CaseNoteDraftModel, type CaseNoteDraftRecord } from './case-note-draft.model';
import { CaseNoteModel, type CaseNoteRecord } from './case-note.model';
import { namesOf } from './case-note-views';
import type { CaseNoteSessionSummary, CaseNotesOverview } from './case-notes.types';

const RECENT = 20;

/**
 * Which sessions still need a note (finished, not cancelled, no saved note), which have drafts,
 * and the latest notes. No clinical text: dates, names and states only.
 */
export async function caseNotesOverview(user: AuthenticatedUser, now = new Date()): Promise<CaseNotesOverview> {
  const [sessions, notes, drafts] = await Promise.all([
    sessionsOfPsychologist(user.sub),
    CaseNoteModel.find({ psychologistId: user.sub }, { sections: 0 }).lean<CaseNoteRecord[]>(),
    CaseNoteDraftModel.find({ psychologistId: user.sub }, { sections: 0 }).lean<CaseNoteDraftRecord[]>(),
  ]);
  const names = await namesOf(sessions.map((s) => s.patientId));
  const byId = new Map(sessions.map((s) => [s._id, s]));
  const noted = new Map<string, CaseNoteRecord>();
  for (const note of notes) if (!noted.has(note.sessionId) || note.status === 'locked') noted.set(note.sessionId, note);
  const drafted = new Set(drafts.map((d) => d.sessionId));
  const summary = (s: SessionRecord, status: CaseNoteSessionSummary['status']): CaseNoteSessionSummary => ({
    sessionId: s._id,
    patientId: s.patientId,
    patientName: names.get(s.patientId) ?? 'Client',
    sessionStartsAt: s.startsAt.toISOString(),
    status,
  });
  const newestFirst = (a: CaseNoteSessionSummary, b: CaseNoteSessionSummary) => b.sessionStartsAt.localeCompare(a.sessionStartsAt);
  const finished = sessions.filter((s) => s.sessionStatus !== 'Cancelled' && (s.sessionStatus === 'Completed' || s.endsAt <= now));
  return {
    toWrite: finished.filter((s) => !noted.has(s._id) && !drafted.has(s._id)).map((s) => summary(s, 'to-write')).sort(newestFirst),
    drafts: drafts.flatMap((d) => (byId.has(d.sessionId) ? [summary(byId.get(d.sessionId)!, 'draft')] : [])).sort(newestFirst),
    recent: [...noted.values()].flatMap((n) => (byId.has(n.sessionId) ? [summary(byId.get(n.sessionId)!, n.status)] : [])).sort(newestFirst).slice(0, RECENT),
  };
}
