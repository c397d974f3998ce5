import { Readable } from 'node:stream';
import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Delete, Get, Path, Post, Produces, Put, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { attachFile, deleteAttachment, downloadAttachment, sessionAttachments } from './case-note-attachments';
import { addAddendum, autosaveDraft, createCaseNote, discardDraft, getCaseNote, sessionCaseNotes, shareCaseNotePart, updateCaseNote } from './case-notes';
import { caseNotesOverview } from './case-notes-overview';
import type {
  CaseNoteAttachments,
  CaseNoteAttachmentView,
  CaseNoteContent,
  CaseNoteDraftView,
  CaseNoteSharedPart,
  CaseNotesOverview,
  CaseNoteTemplates,
  CaseNoteUpdate,
  CaseNoteView,
  NewCaseNote,
  NewCaseNoteAddendum,
  NewCaseNoteAttachment,
  SessionCaseNotes,
  SharedCaseNotes,
} from './case-notes.types';
import { allSharedNotes, sharedNotesOfSession } from './shared-case-notes';
import { CASE_NOTE_TEMPLATES } from './templates';

/**
 * Case notes (spec §7 Sessions): the psychologist's notes for their own sessions —
 * drafts, saved and locked notes, addenda, attachments, and the part shared with the client.
 * Every read and change is in the audit trail.
 */
@Route('sessions')
@Tags('case notes')
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not the psychologist (or client) of this session')
export class CaseNotesController extends Controller {
  @Get('psychologist/case-note-templates')
  @Security('jwt', ['psychologist'])
  public getCaseNoteTemplates(): CaseNoteTemplates {
    return { templates: CASE_NOTE_TEMPLATES.map((t) => ({ ...t, sections: [...t.sections] })) };
  }

  /** Sessions whose note is still to write, drafts, and the latest notes (no clinical text). */
  @Get('psychologist/case-notes-overview')
  @Security('jwt', ['psychologist'])
  public getCaseNotesOverview(@Request() req: ExpressRequest): Promise<CaseNotesOverview> {
    return caseNotesOverview(currentUser(req));
  }

  @Get('sessions/{id}/psychologist/case-notes')
  @Security('jwt', ['psychologist'])
  @Response<ProblemBody>(404, 'No such session')
  public getSessionCaseNotes(@Path() id: string, @Request() req: ExpressRequest): Promise<SessionCaseNotes> {
    return sessionCaseNotes(currentUser(req), id);
  }

  /** Starts the session's draft (one per session per psychologist: a second is 409) or saves a note. */
  @Post('sessions/{id}/psychologist/case-notes')
  @Security('jwt', ['psychologist'])
  @SuccessResponse(201, 'Created')
  @Response<ProblemBody>(404, 'No such session')
  @Response<ProblemBody>(409, 'The session already has a draft')
  @Response<ProblemBody>(422, 'A field is not valid')
  public async createCaseNote(@Path() id: string, @Body() body: NewCaseNote, @Request() req: ExpressRequest): Promise<CaseNoteView | CaseNoteDraftView> {
    const created = await createCaseNote(currentUser(req), id, body);
    this.setStatus(201);
    return created;
  }

  /** The autosave of the session's draft. */
  @Put('sessions/{id}/psychologist/case-notes/draft')
  @Security('jwt', ['psychologist'])
  @Response<ProblemBody>(404, 'No such session or no draft')
  @Response<ProblemBody>(422, 'A field is not valid')
  public autosaveCaseNoteDraft(@Path() id: string, @Body() body: CaseNoteContent, @Request() req: ExpressRequest): Promise<CaseNoteDraftView> {
    return autosaveDraft(currentUser(req), id, body);
  }

  @Delete('sessions/{id}/psychologist/case-notes/draft')
  @Security('jwt', ['psychologist'])
  @SuccessResponse(204, 'Discarded')
  @Response<ProblemBody>(404, 'No such session or no draft')
  public async discardCaseNoteDraft(@Path() id: string, @Request() req: ExpressRequest): Promise<void> {
    await discardDraft(currentUser(req), id);
    this.setStatus(204);
  }

  @Get('sessions/{id}/psychologist/case-notes/{noteId}')
  @Security('jwt', ['psychologist'])
  @Response<ProblemBody>(404, 'No such session or note')
  public getCaseNote(@Path() id: string, @Path() noteId: string, @Request() req: ExpressRequest): Promise<CaseNoteView> {
    return getCaseNote(currentUser(req), id, noteId);
  }

  /** Edits a saved note or locks it. A locked note is 409, and the attempt is audited. */
  @Put('sessions/{id}/psychologist/case-notes/{noteId}')
  @Security('jwt', ['psychologist'])
  @Response<ProblemBody>(404, 'No such session or note')
  @Response<ProblemBody>(409, 'The note is locked')
  @Response<ProblemBody>(422, 'A field is not valid')
  public updateCaseNote(@Path() id: string, @Path() noteId: string, @Body() body: CaseNoteUpdate, @Request() req: ExpressRequest): Promise<CaseNoteView> {
    return updateCaseNote(currentUser(req), id, noteId, body);
  }

  /** Adds a correction to a locked note. */
  @Post('sessions/{id}/psychologist/case-notes/{noteId}/addenda')
  @Security('jwt', ['psychologist'])
  @SuccessResponse(201, 'Added')
  @Response<ProblemBody>(404, 'No such session or note')
  @Response<ProblemBody>(409, 'The note is not locked yet')
  @Response<ProblemBody>(422, 'A field is not valid')
  public async addCaseNoteAddendum(@Path() id: string, @Path() noteId: string, @Body() body: NewCaseNoteAddendum, @Request() req: ExpressRequest): Promise<CaseNoteView> {
    const note = await addAddendum(currentUser(req), id, noteId, body.text);
    this.setStatus(201);
    return note;
  }

  /** Sets (or, with an empty text, stops) the part of the note the client may read. */
  @Put('sessions/{id}/psychologist/case-notes/{noteId}/shared-part')
  @Security('jwt', ['psychologist'])
  @Response<ProblemBody>(404, 'No such session or note')
  @Response<ProblemBody>(422, 'A field is not valid')
  public shareCaseNotePart(@Path() id: string, @Path() noteId: string, @Body() body: CaseNoteSharedPart, @Request() req: ExpressRequest): Promise<CaseNoteView> {
    return shareCaseNotePart(currentUser(req), id, noteId, body);
  }

  @Get('sessions/{id}/case-note-attachments')
  @Security('jwt', ['psychologist'])
  @Response<ProblemBody>(404, 'No such session')
  public async listCaseNoteAttachments(@Path() id: string, @Request() req: ExpressRequest): Promise<CaseNoteAttachments> {
    return { attachments: await sessionAttachments(currentUser(req), id) };
  }

  /** Attaches a PDF, JPEG or PNG (sniffed from the bytes; at most 700 KB). */
  @Post('sessions/{id}/case-note-attachments')
  @Security('jwt', ['psychologist'])
  @SuccessResponse(201, 'Attached')
  @Response<ProblemBody>(404, 'No such session')
  @Response<ProblemBody>(422, 'Not a PDF, JPEG or PNG, empty or too large')
  public async attachCaseNoteFile(@Path() id: string, @Body() body: NewCaseNoteAttachment, @Request() req: ExpressRequest): Promise<CaseNoteAttachmentView> {
    const attached = await attachFile(currentUser(req), id, body);
    this.setStatus(201);
    return attached;
  }

  @Get('sessions/{id}/case-note-attachments/{attachmentId}/download')
  @Security('jwt', ['psychologist'])
  @Produces('application/octet-stream')
  @Response<ProblemBody>(404, 'No such session or attachment')
  public async downloadCaseNoteAttachment(@Path() id: string, @Path() attachmentId: string, @Request() req: ExpressRequest): Promise<Readable> {
    const { record, content } = await downloadAttachment(currentUser(req), id, attachmentId);
    this.setHeader('Content-Type', record.contentType);
    this.setHeader('Content-Disposition', `attachment; filename="${record.fileName.replace(/"/g, '')}"`);
    this.setHeader('Cache-Control', 'no-store');
    return Readable.from([content]);
  }

  /** The spec's path for the download: the same answer as `…/{attachmentId}/download`. */
  @Get('sessions/{id}/case-note-attachments/{attachmentId}')
  @Security('jwt', ['psychologist'])
  @Produces('application/octet-stream')
  @Response<ProblemBody>(404, 'No such session or attachment')
  public getCaseNoteAttachment(@Path() id: string, @Path() attachmentId: string, @Request() req: ExpressRequest): Promise<Readable> {
    return this.downloadCaseNoteAttachment(id, attachmentId, req);
  }

  @Delete('sessions/{id}/case-note-attachments/{attachmentId}')
  @Security('jwt', ['psychologist'])
  @SuccessResponse(204, 'Deleted')
  @Response<ProblemBody>(404, 'No such session or attachment')
  public async deleteCaseNoteAttachment(@Path() id: string, @Path() attachmentId: string, @Request() req: ExpressRequest): Promise<void> {
    await deleteAttachment(currentUser(req), id, attachmentId);
    this.setStatus(204);
  }

  /** The client's view of one session: only the parts shared with them. */
  @Get('sessions/{id}/patient/case-notes')
  @Security('jwt', ['client'])
  @Response<ProblemBody>(404, 'No such session')
  public async getPatientCaseNotes(@Path() id: string, @Request() req: ExpressRequest): Promise<SharedCaseNotes> {
    return { notes: await sharedNotesOfSession(currentUser(req), id) };
  }

  /** Everything shared with the signed-in client, newest session first (/account/case-notes). */
  @Get('patient/case-notes')
  @Security('jwt', ['client'])
  public async listPatientSharedCaseNotes(@Request() req: ExpressRequest): Promise<SharedCaseNotes> {
    return { notes: await allSharedNotes(currentUser(req)) };
  }
}
