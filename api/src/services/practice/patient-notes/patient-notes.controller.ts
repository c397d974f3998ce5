import type { Request as ExpressRequest } from 'express';
import { Body, Controller, Get, Path, Post, Put, Request, Response, Route, Security, SuccessResponse, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { addPatientNote, deletePatientNote, listPatientNotes, pinPatientNote } from './patient-notes';
import type { NewPatientNote, PatientNoteDeletion, PatientNotePin, PatientNotes, PatientNoteView } from './patient-notes.types';

/** Patient notes (spec §7 "/patients/{id}/notes, pin, delete with reason"): a psychologist's own, for their own patients. */
@Route('users/patients/{id}/notes')
@Tags('patient notes')
@Security('jwt', ['psychologist'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a psychologist')
@Response<ProblemBody>(404, 'Not a patient of this psychologist, or no such note')
export class PatientNotesController extends Controller {
  @Get()
  public async listPatientNotes(@Path() id: string, @Request() req: ExpressRequest): Promise<PatientNotes> {
    return { notes: await listPatientNotes(currentUser(req), id) };
  }

  @Post()
  @SuccessResponse(201, 'Added')
  @Response<ProblemBody>(422, 'A field is not valid')
  public async addPatientNote(@Path() id: string, @Body() body: NewPatientNote, @Request() req: ExpressRequest): Promise<PatientNoteView> {
    const note = await addPatientNote(currentUser(req), id, body);
    this.setStatus(201);
    return note;
  }

  /** Pins or unpins the note. */
  @Put('{noteId}/pin')
  @Response<ProblemBody>(422, 'A field is not valid')
  public pinPatientNote(@Path() id: string, @Path() noteId: string, @Body() body: PatientNotePin, @Request() req: ExpressRequest): Promise<PatientNoteView> {
    return pinPatientNote(currentUser(req), id, noteId, body.pinNote);
  }

  /** Soft-deletes the note with a reason from /patient-note-deleted-reasons; it stays in the audit trail. */
  @Post('{noteId}/delete')
  @SuccessResponse(204, 'Deleted')
  @Response<ProblemBody>(422, 'A field is not valid')
  public async deletePatientNote(@Path() id: string, @Path() noteId: string, @Body() body: PatientNoteDeletion, @Request() req: ExpressRequest): Promise<void> {
    await deletePatientNote(currentUser(req), id, noteId, body);
    this.setStatus(204);
  }
}
