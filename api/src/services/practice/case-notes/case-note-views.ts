import { patientNamesOf, psychologistNamesOf } from '../../accounts';
import type { CaseNoteDraftRecord } from './case-note-draft.model';
import type { CaseNoteAddendumRecord, CaseNoteShareRecord } from './case-note-extras.model';
import type { CaseNoteRecord } from './case-note.model';
import type { CaseNoteDraftView, CaseNoteView } from './case-notes.types';
import { oldestFirst } from '../../../lib/record-order';

export async function namesOf(ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const [patients, psychologists] = await Promise.all([
    patientNamesOf(unique),
    psychologistNamesOf(unique),
  ]);
  return new Map([...patients, ...psychologists].map((p) => [String(p._id), `${p.firstName} ${p.lastName}`]));
}

export function noteView(note: CaseNoteRecord, addenda: CaseNoteAddendumRecord[], share: CaseNoteShareRecord | undefined, names: Map<string, string>): CaseNoteView {
  return {
    noteId: note._id,
    sessionId: note.sessionId,
    patientId: note.patientId,
    templateId: note.templateId,
    sections: note.sections.map(({ key, text }) => ({ key, text })),
    status: note.status,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
    ...(note.lockedAt ? { lockedAt: note.lockedAt.toISOString() } : {}),
    addenda: addenda
      .filter((a) => a.noteId === note._id)
      .sort(oldestFirst((a) => a.createdAt))
      .map((a) => ({ addendumId: a._id, text: a.text, authorId: a.authorId, authorName: names.get(a.authorId) ?? 'Unknown', createdAt: a.createdAt.toISOString() })),
    ...(share ? { sharedText: share.sharedText, sharedAt: share.sharedAt.toISOString() } : {}),
  };
}

export function draftView(draft: CaseNoteDraftRecord): CaseNoteDraftView {
  return { sessionId: draft.sessionId, templateId: draft.templateId, sections: draft.sections.map(({ key, text }) => ({ key, text })), updatedAt: draft.updatedAt.toISOString() };
}
