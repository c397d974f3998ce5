import type { Readable } from 'node:stream';
import type { Request as ExpressRequest } from 'express';
import {
  Controller,
  Delete,
  FormField,
  Get,
  Path,
  Post,
  Produces,
  Request,
  Response,
  Route,
  Security,
  SuccessResponse,
  Tags,
  UploadedFile,
} from '@tsoa/runtime';
import { currentUser } from '../../auth/authenticated-user';
import type { ProblemBody } from '../../http/problem';
import { deleteClientFile, downloadClientFile, listClientFiles, uploadClientFile } from './client-files';
import { sendFile } from './file-response';
import type { PatientFile, PatientFileList } from './patient-files.types';

/**
 * A client's own files: GP referrals, 7th-session GP referrals and mental health
 * care plans, readable by the psychologists they have sessions with. Every read and change is audited.
 */
@Route('files/patient')
@Tags('files')
@Security('jwt', ['client'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a client')
export class PatientFilesController extends Controller {
  /** The client's files and the psychologists who can read them. */
  @Get()
  public listPatientFiles(@Request() req: ExpressRequest): Promise<PatientFileList> {
    return listClientFiles(currentUser(req));
  }

  /**
   * Uploads a PDF, JPEG or PNG (type checked from the content, at most MAX_UPLOAD_BYTES, 10 MB by default).
   * @param kind GPReferral, SeventhSessionGPReferral or MentalHealthCarePlan
   */
  @Post()
  @SuccessResponse(201, 'Stored')
  @Response<ProblemBody>(413, 'The file is too large')
  @Response<ProblemBody>(422, 'No file, an unknown kind, or not a PDF, JPEG or PNG')
  public async uploadPatientFile(@Request() req: ExpressRequest, @FormField() kind?: string, @UploadedFile() file?: Express.Multer.File): Promise<PatientFile> {
    const stored = await uploadClientFile(currentUser(req), kind, file);
    this.setStatus(201);
    return stored;
  }

  /** The file's bytes, as an attachment. */
  @Get('{fileId}/download')
  @Produces('application/pdf')
  @Produces('image/jpeg')
  @Produces('image/png')
  @Response<ProblemBody>(404, 'Not your file')
  public async downloadPatientFile(@Path() fileId: string, @Request() req: ExpressRequest): Promise<Readable> {
    return sendFile(this, await downloadClientFile(currentUser(req), fileId));
  }

  /** Removes the file from the client's list (kept, marked deleted, for the records-retention duty). */
  @Delete('{fileId}')
  @SuccessResponse(204, 'Deleted')
  @Response<ProblemBody>(404, 'Not your file')
  public async deletePatientFile(@Path() fileId: string, @Request() req: ExpressRequest): Promise<void> {
    await deleteClientFile(currentUser(req), fileId);
    this.setStatus(204);
  }
}
