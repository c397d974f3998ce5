import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict, notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { recordAudit } from '../../audit';
import type { SessionRecord } from '../../sessions';
import { listAttachments } from './case-note-attachments';
import { CaseNoteDraftModel, draftIdOf, type CaseNoteDraftRecord } from './case-note-draft.model';
import { CaseNoteAddendumModel, CaseNoteShareModel, type CaseNoteAddendumRecord, type CaseNoteShareRecord } from './case-note-extras.model';
import { transition } from './case-note-state';
import { CaseNoteModel, type CaseNoteRecord } from './case-note.model';
import { draftView, namesOf, noteView } from './case-note-views';
import type { CaseNoteContent, CaseNoteDraftView, CaseNoteSharedPart, CaseNoteUpdate, CaseNoteView, NewCaseNote, SessionCaseNotes } from './case-notes.types';
import { sessionOfPsychologist } from './practice-session';
import { sectionsForTemplate, type CaseNoteSection } from './templates';
import { oldestFirst } from '../../../lib/record-order';

function checkedSections(content: CaseNoteContent): CaseNoteSection[] {
  const result = sectionsForTemplate(content.templateId, content.sections);
  if (typeof result[0] === 'string') {
    const [field, message] = result as [string, string];
    throw invalidField(field, message);
  }
  return result as CaseNoteSection[];
}

async function noteViews(notes: CaseNoteRecord[], sessionId: string): Promise<CaseNoteView[]> {
  const [addenda, shares] = await Promise.all([
    CaseNoteAddendumModel.find({ sessionId }).lean<CaseNoteAddendumRecord[]>(),
    CaseNoteShareModel.find({ sessionId }).lean<CaseNoteShareRecord[]>(),
  ]);
  const names = await namesOf(addenda.map((a) => a.authorId));
  return notes
    .sort(oldestFirst((n) => n.createdAt))
    .map((n) => noteView(n, addenda, shares.find((s) => s._id === n._id), names));
}

/** GET: the session's draft, notes (with addenda and shared parts) and attachments; each read is audited. */
export async function sessionCaseNotes(user: AuthenticatedUser, sessionId: string): Promise<SessionCaseNotes> {
  const session = await sessionOfPsychologist(user, sessionId);
  const [notes, draft, attachments, names] = await Promise.all([
    CaseNoteModel.find({ sessionId }).lean<CaseNoteRecord[]>(),
    CaseNoteDraftModel.findById(draftIdOf(sessionId, user.sub)).lean<CaseNoteDraftRecord>(),
    listAttachments(session),
    namesOf([session.patientId]),
  ]);
  const own = notes.filter((n) => n.psychologistId === user.sub);
  await Promise.all([
    ...own.map((n) => recordAudit(user, { patientId: session.patientId, action: 'read', recordKind: 'case-note', recordId: n._id })),
    ...(draft ? [recordAudit(user, { patientId: session.patientId, action: 'read', recordKind: 'case-note', recordId: draft._id, detail: 'draft' })] : []),
  ]);
  return {
    sessionId,
    patientId: session.patientId,
    patientName: names.get(session.patientId) ?? 'Client',
    sessionStartsAt: session.startsAt.toISOString(),
    sessionStatus: session.sessionStatus,
    ...(draft ? { draft: draftView(draft) } : {}),
    notes: await noteViews(own, sessionId),
    attachments,
  };
}

async function deleteDraft(sessionId: string, psychologistId: string) {
  await CaseNoteDraftModel.deleteOne({ _id: draftIdOf(sessionId, psychologistId) });
}

/**
 * POST: starts the session's one draft (a second one is 409, decided by the insert on the draft's
 * `_id`), or saves a note at once, replacing the draft.
 */
export async function createCaseNote(user: AuthenticatedUser, sessionId: string, body: NewCaseNote): Promise<CaseNoteView | CaseNoteDraftView> {
  const session = await sessionOfPsychologist(user, sessionId);
  const sections = checkedSections(body);
  const now = new Date();
  if (body.saveAs === 'draft') {
    const draft: CaseNoteDraftRecord = { _id: draftIdOf(sessionId, user.sub), sessionId, patientId: session.patientId, psychologistId: user.sub, templateId: body.templateId, sections, createdAt: now, updatedAt: now };
    try {
      await CaseNoteDraftModel.create(draft);
    } catch (err) {
      if (isDuplicateKey(err)) throw conflict('This session already has a draft case note; update it instead.');
      throw err;
    }
    await recordAudit(user, { patientId: session.patientId, action: 'create', recordKind: 'case-note', recordId: draft._id, detail: 'draft' });
    return draftView(draft);
  }
  const note: CaseNoteRecord = { _id: randomUUID(), sessionId, patientId: session.patientId, psychologistId: user.sub, templateId: body.templateId, sections, status: 'saved', createdAt: now, updatedAt: now };
  await CaseNoteModel.create(note);
  await deleteDraft(sessionId, user.sub);
  await recordAudit(user, { patientId: session.patientId, action: 'create', recordKind: 'case-note', recordId: note._id });
  return noteView(note, [], undefined, new Map());
}

/** PUT …/case-notes/draft: the autosave (last write wins; the draft must exist). */
export async function autosaveDraft(user: AuthenticatedUser, sessionId: string, body: CaseNoteContent): Promise<CaseNoteDraftView> {
  const session = await sessionOfPsychologist(user, sessionId);
  const sections = checkedSections(body);
  const draft = await CaseNoteDraftModel.findOneAndUpdate(
    { _id: draftIdOf(sessionId, user.sub) },
    { $set: { templateId: body.templateId, sections, updatedAt: new Date() } },
    { new: true },
  ).lean<CaseNoteDraftRecord>();
  if (!draft) throw notFound('This session has no draft case note.');
  await recordAudit(user, { patientId: session.patientId, action: 'update', recordKind: 'case-note', recordId: draft._id, detail: 'draft autosave' });
  return draftView(draft);
}

/** DELETE …/draft: discards the draft (spec §4 "draft discarded"). */
export async function discardDraft(user: AuthenticatedUser, sessionId: string): Promise<void> {
  const session = await sessionOfPsychologist(user, sessionId);
  const id = draftIdOf(sessionId, user.sub);
  const { deletedCount } = await CaseNoteDraftModel.deleteOne({ _id: id });
  if (!deletedCount) throw notFound('This session has no draft case note.');
  await recordAudit(user, { patientId: session.patientId, action: 'delete', recordKind: 'case-note', recordId: id, detail: 'draft discarded' });
}

async function ownNote(user: AuthenticatedUser, session: SessionRecord, noteId: string): Promise<CaseNoteRecord> {
  const note = await CaseNoteModel.findById(noteId).lean<CaseNoteRecord>();
  if (!note || note.sessionId !== session._id || note.psychologistId !== user.sub) throw notFound(`No case note '${noteId}' in this session.`);
  return note;
}

/** GET one note (audited). */
export async function getCaseNote(user: AuthenticatedUser, sessionId: string, noteId: string): Promise<CaseNoteView> {
  const session = await sessionOfPsychologist(user, sessionId);
  const note = await ownNote(user, session, noteId);
  await recordAudit(user, { patientId: session.patientId, action: 'read', recordKind: 'case-note', recordId: note._id });
  return (await noteViews([note], sessionId))[0];
}

/** PUT: edits a saved note and/or locks it. A locked note is never written: 409, and the attempt is audited. */
export async function updateCaseNote(user: AuthenticatedUser, sessionId: string, noteId: string, body: CaseNoteUpdate): Promise<CaseNoteView> {
  const session = await sessionOfPsychologist(user, sessionId);
  const note = await ownNote(user, session, noteId);
  const edits = body.sections !== undefined || body.templateId !== undefined;
  const step = transition(note.status, edits || !body.lock ? 'edit' : 'lock');
  if (!step.allowed) {
    await recordAudit(user, { patientId: session.patientId, action: 'refused', recordKind: 'case-note', recordId: note._id, detail: `update refused: ${step.reason}` });
    throw conflict(step.reason);
  }
  const set: Partial<CaseNoteRecord> = { updatedAt: new Date() };
  if (edits) {
    set.templateId = body.templateId ?? note.templateId;
    set.sections = checkedSections({ templateId: set.templateId, sections: body.sections ?? note.sections });
  }
  if (body.lock) Object.assign(set, { status: 'locked', lockedAt: set.updatedAt });
  // Only a note still 'saved' is written: the filter keeps a lock that landed meanwhile from being overwritten where the engine decides it atomically.
  const updated = await CaseNoteModel.findOneAndUpdate({ _id: note._id, status: 'saved' }, { $set: set }, { new: true }).lean<CaseNoteRecord>();
  if (!updated) throw conflict('This case note was locked meanwhile.');
  if (edits) await recordAudit(user, { patientId: session.patientId, action: 'update', recordKind: 'case-note', recordId: note._id });
  if (body.lock) await recordAudit(user, { patientId: session.patientId, action: 'lock', recordKind: 'case-note', recordId: note._id });
  return (await noteViews([updated], sessionId))[0];
}

/** POST …/{noteId}/addenda: a correction to a locked note, with its own author and time. */
export async function addAddendum(user: AuthenticatedUser, sessionId: string, noteId: string, text: string): Promise<CaseNoteView> {
  const session = await sessionOfPsychologist(user, sessionId);
  const note = await ownNote(user, session, noteId);
  const step = transition(note.status, 'addendum');
  if (!step.allowed) throw conflict(step.reason);
  if (!text.trim()) throw invalidField('text', 'must not be empty');
  const id = randomUUID();
  await CaseNoteAddendumModel.create({ _id: id, noteId, sessionId, patientId: session.patientId, authorId: user.sub, text, createdAt: new Date() });
  await recordAudit(user, { patientId: session.patientId, action: 'addendum', recordKind: 'case-note', recordId: note._id, detail: `addendum ${id}` });
  return (await noteViews([note], sessionId))[0];
}

/** PUT …/{noteId}/shared-part: what the client may read of this note (empty text stops sharing). */
export async function shareCaseNotePart(user: AuthenticatedUser, sessionId: string, noteId: string, body: CaseNoteSharedPart): Promise<CaseNoteView> {
  const session = await sessionOfPsychologist(user, sessionId);
  const note = await ownNote(user, session, noteId);
  const text = body.sharedText.trim();
  if (text) {
    await CaseNoteShareModel.deleteOne({ _id: note._id });
    await CaseNoteShareModel.create({ _id: note._id, sessionId, patientId: session.patientId, psychologistId: user.sub, sharedText: text, sharedAt: new Date() });
  } else {
    await CaseNoteShareModel.deleteOne({ _id: note._id });
  }
  await recordAudit(user, { patientId: session.patientId, action: 'share', recordKind: 'case-note', recordId: note._id, detail: text ? 'shared a part with the client' : 'stopped sharing' });
  return (await noteViews([note], sessionId))[0];
}
