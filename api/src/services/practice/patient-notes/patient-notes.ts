import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { recordAudit } from '../../audit';
import { patientNoteDeletedReasons } from '../../reference-data';
import { requirePatientOf } from '../patients/patient-access';
import { PatientNoteModel, type PatientNoteRecord } from './patient-note.model';
import type { NewPatientNote, PatientNoteDeletion, PatientNoteView } from './patient-notes.types';

const view = (n: PatientNoteRecord): PatientNoteView => ({
  noteId: n._id,
  patientId: n.patientId,
  noteText: n.noteText,
  pinNote: n.pinned,
  createdAt: n.createdAt.toISOString(),
  updatedAt: n.updatedAt.toISOString(),
});

/** Pinned first, then newest first. */
export function orderPatientNotes(notes: PatientNoteView[]): PatientNoteView[] {
  return [...notes].sort((a, b) => Number(b.pinNote) - Number(a.pinNote) || b.createdAt.localeCompare(a.createdAt));
}

export async function listPatientNotes(user: AuthenticatedUser, patientId: string): Promise<PatientNoteView[]> {
  await requirePatientOf(user, patientId);
  const notes = (await PatientNoteModel.find({ patientId }).lean<PatientNoteRecord[]>()).filter((n) => n.psychologistId === user.sub && !n.deleted);
  await Promise.all(notes.map((n) => recordAudit(user, { patientId, action: 'read', recordKind: 'patient-note', recordId: n._id })));
  return orderPatientNotes(notes.map(view));
}

export async function addPatientNote(user: AuthenticatedUser, patientId: string, body: NewPatientNote): Promise<PatientNoteView> {
  await requirePatientOf(user, patientId);
  if (!body.noteText.trim()) throw invalidField('noteText', 'must not be empty');
  const now = new Date();
  const note: PatientNoteRecord = { _id: randomUUID(), patientId, psychologistId: user.sub, noteText: body.noteText.trim(), pinned: body.pinNote ?? false, createdAt: now, updatedAt: now };
  await PatientNoteModel.create(note);
  await recordAudit(user, { patientId, action: 'create', recordKind: 'patient-note', recordId: note._id });
  return view(note);
}

async function ownLiveNote(user: AuthenticatedUser, patientId: string, noteId: string): Promise<PatientNoteRecord> {
  await requirePatientOf(user, patientId);
  const note = await PatientNoteModel.findById(noteId).lean<PatientNoteRecord>();
  if (!note || note.patientId !== patientId || note.psychologistId !== user.sub || note.deleted) throw notFound(`No note '${noteId}' for this patient.`);
  return note;
}

export async function pinPatientNote(user: AuthenticatedUser, patientId: string, noteId: string, pinNote: boolean): Promise<PatientNoteView> {
  const note = await ownLiveNote(user, patientId, noteId);
  const updated = { ...note, pinned: pinNote, updatedAt: new Date() };
  await PatientNoteModel.updateOne({ _id: noteId }, { $set: { pinned: pinNote, updatedAt: updated.updatedAt } });
  await recordAudit(user, { patientId, action: 'update', recordKind: 'patient-note', recordId: noteId, detail: pinNote ? 'pinned' : 'unpinned' });
  return view(updated);
}

export async function deletePatientNote(user: AuthenticatedUser, patientId: string, noteId: string, body: PatientNoteDeletion): Promise<void> {
  const reason = patientNoteDeletedReasons.find((r) => r.reasonId === body.reasonId);
  if (!reason) throw invalidField('reasonId', 'is not one of /patient-note-deleted-reasons');
  const reasonOther = body.reasonOther?.trim();
  if (reason.requiresExtraInfo && !reasonOther) throw invalidField('reasonOther', `says why ('${reason.name}' needs a few words)`);
  const note = await ownLiveNote(user, patientId, noteId);
  const at = new Date();
  await PatientNoteModel.updateOne({ _id: note._id }, { $set: { deleted: { reasonId: reason.reasonId, ...(reasonOther ? { reasonOther } : {}), at }, updatedAt: at } });
  await recordAudit(user, { patientId, action: 'delete', recordKind: 'patient-note', recordId: note._id, detail: `${reason.name}${reasonOther ? `: ${reasonOther}` : ''}` });
}
