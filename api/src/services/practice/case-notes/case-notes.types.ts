import type { CaseNoteTemplateId } from './templates';

export interface CaseNoteSectionText {
  key: string;
  text: string;
}

export interface CaseNoteTemplateView {
  templateId: CaseNoteTemplateId;
  name: string;
  sections: { key: string; title: string }[];
}

export interface CaseNoteTemplates {
  templates: CaseNoteTemplateView[];
}

export interface CaseNoteContent {
  templateId: CaseNoteTemplateId;
  sections: CaseNoteSectionText[];
}

/** POST body: start the session's draft, or save a note straight away (the draft, if any, goes). */
export interface NewCaseNote extends CaseNoteContent {
  saveAs: 'draft' | 'saved';
}

/** PUT body on a saved note: new content, and/or `lock: true` (a locked note never changes). */
export interface CaseNoteUpdate {
  templateId?: CaseNoteTemplateId;
  sections?: CaseNoteSectionText[];
  lock?: boolean;
}

export interface NewCaseNoteAddendum {
  /** @minLength 1 @maxLength 20000 */
  text: string;
}

/** The part of a note the client may read; an empty text stops sharing. */
export interface CaseNoteSharedPart {
  /** @maxLength 20000 */
  sharedText: string;
}

export interface CaseNoteAddendumView {
  addendumId: string;
  text: string;
  authorId: string;
  authorName: string;
  createdAt: string;
}

export interface CaseNoteView {
  noteId: string;
  sessionId: string;
  patientId: string;
  templateId: CaseNoteTemplateId;
  sections: CaseNoteSectionText[];
  status: 'saved' | 'locked';
  createdAt: string;
  updatedAt: string;
  lockedAt?: string;
  addenda: CaseNoteAddendumView[];
  sharedText?: string;
  sharedAt?: string;
}

export interface CaseNoteDraftView {
  sessionId: string;
  templateId: CaseNoteTemplateId;
  sections: CaseNoteSectionText[];
  updatedAt: string;
}

export interface CaseNoteAttachmentView {
  attachmentId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
}

export interface SessionCaseNotes {
  sessionId: string;
  patientId: string;
  patientName: string;
  sessionStartsAt: string;
  sessionStatus: string;
  draft?: CaseNoteDraftView;
  notes: CaseNoteView[];
  attachments: CaseNoteAttachmentView[];
}

/** JSON upload (the body limit is 1 MB, so files up to 700 KB); the type is sniffed from the bytes. */
export interface NewCaseNoteAttachment {
  /** @minLength 1 @maxLength 200 */
  fileName: string;
  /** The file's bytes, base64. */
  contentBase64: string;
}

export interface CaseNoteAttachments {
  attachments: CaseNoteAttachmentView[];
}

export interface SharedCaseNote {
  noteId: string;
  sessionId: string;
  sessionStartsAt: string;
  psychologistName: string;
  sharedText: string;
  sharedAt: string;
}

export interface SharedCaseNotes {
  notes: SharedCaseNote[];
}

export interface CaseNoteSessionSummary {
  sessionId: string;
  patientId: string;
  patientName: string;
  sessionStartsAt: string;
  status: 'to-write' | 'draft' | 'saved' | 'locked';
}

/** The psychologist's case-notes page and home: notes still to write, drafts, and recent notes. */
export interface CaseNotesOverview {
  toWrite: CaseNoteSessionSummary[];
  drafts: CaseNoteSessionSummary[];
  recent: CaseNoteSessionSummary[];
}
