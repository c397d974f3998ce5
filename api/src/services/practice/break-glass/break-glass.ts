import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { patientNameOf, psychologistProfilesOf } from '../../accounts';
import { breakGlassClientId, breakGlassReason, recordAudit } from '../../audit';
import { findAccountById } from '../../identity';
import { recipientZoneOf, sendEmail } from '../../notifications';
import { CaseNoteAddendumModel, CaseNoteShareModel, type CaseNoteAddendumRecord, type CaseNoteShareRecord } from '../case-notes/case-note-extras.model';
import { CaseNoteModel, type CaseNoteRecord } from '../case-notes/case-note.model';
import { namesOf, noteView } from '../case-notes/case-note-views';
import { breakGlassReadEmail } from './break-glass-email';
import type { BreakGlassCaseNotes } from './break-glass.types';
import { oldestFirst } from '../../../lib/record-order';

/**
 * A break-glass read: an administrator who must see a client's case notes (a complaint, a
 * subpoena, a safety concern) gives a reason; every note read is an audit event carrying it, and
 * each psychologist whose notes were read is emailed at once. Administrators see clinical content
 * nowhere else. A missing reason is 422 and nothing is read or written.
 */
export async function breakGlassCaseNotes(admin: AuthenticatedUser, patient: string, body: { reason?: unknown }, now = new Date()): Promise<BreakGlassCaseNotes> {
  const reason = breakGlassReason(body.reason);
  const patientId = await breakGlassClientId(patient);
  const [notes, addenda, shares, name] = await Promise.all([
    CaseNoteModel.find({ patientId }).lean<CaseNoteRecord[]>(),
    CaseNoteAddendumModel.find({ patientId }).lean<CaseNoteAddendumRecord[]>(),
    CaseNoteShareModel.find({ patientId }).lean<CaseNoteShareRecord[]>(),
    patientNameOf(patientId),
  ]);
  const patientName = name ? `${name.firstName} ${name.lastName}` : 'a client';
  notes.sort(oldestFirst((n) => n.createdAt));
  // Recorded before anything is returned: a read that cannot be recorded does not happen.
  const detail = `break-glass: ${reason}`;
  if (notes.length === 0) await recordAudit(admin, { patientId, action: 'break-glass', recordKind: 'case-note', recordId: '*', detail }, now);
  await Promise.all(notes.map((n) => recordAudit(admin, { patientId, action: 'break-glass', recordKind: 'case-note', recordId: n._id, detail }, now)));

  const psychologistIds = [...new Set(notes.map((n) => n.psychologistId))];
  const [names, psychologists] = await Promise.all([namesOf(addenda.map((a) => a.authorId)), psychologistProfilesOf(psychologistIds, ['firstName', 'lastName'])]);
  const psychologistName = new Map(psychologists.map((p) => [String(p._id), `${p.firstName} ${p.lastName}`]));
  for (const psychologist of psychologists) {
    const account = await findAccountById(String(psychologist._id));
    if (!account) continue;
    const count = notes.filter((n) => n.psychologistId === account._id).length;
    const zone = await recipientZoneOf(account._id, 'psychologist');
    await sendEmail({ to: account.email, ...breakGlassReadEmail(psychologist.firstName, patientName, count, now, zone, reason), kind: 'break-glass-read' });
  }
  return {
    patientId,
    patientName,
    notes: notes.map((n) => ({
      ...noteView(n, addenda, shares.find((s) => s._id === n._id), names),
      psychologistId: n.psychologistId,
      psychologistName: psychologistName.get(n.psychologistId) ?? 'Unknown',
    })),
  };
}
