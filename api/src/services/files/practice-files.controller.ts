import type { Readable } from 'node:stream';
import type { Request as ExpressRequest } from 'express';
import {
  Controller,
  Delete,
  FormField,
  Get,
  Post,
  Produces,
  Query,
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
import { sendFile } from './file-response';
import type { PatientFile, PsychologistPatientFileList } from './patient-files.types';
import { deletePrivateFile, downloadPracticeFile, listPracticeFiles, uploadPrivateFile } from './practice-files';

/**
 * A psychologist's view of a patient's files: the files the client (or their GP) shared, and the
 * psychologist's own private files. A care relationship (a session together) is required; ids
 * come as query parameters so a missing one gets the spec's own message (§5).
 */
@Route('files/psychologist/patient-files')
@Tags('files')
@Security('jwt', ['psychologist', 'approved'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an approved psychologist')
@Response<ProblemBody>(404, 'Not your patient, or no such file')
export class PracticeFilesController extends Controller {
  /** "Please provide a patient ID." when patientId is missing. */
  @Get()
  @Response<ProblemBody>(422, 'Please provide a patient ID.')
  public listPsychologistPatientFiles(@Request() req: ExpressRequest, @Query() patientId?: string): Promise<PsychologistPatientFileList> {
    return listPracticeFiles(currentUser(req), patientId);
  }

  /** "Please provide both a patiend ID and file ID." when either is missing. */
  @Get('download')
  @Produces('application/pdf')
  @Produces('image/jpeg')
  @Produces('image/png')
  @Response<ProblemBody>(422, 'Please provide both a patiend ID and file ID.')
  public async downloadPsychologistPatientFile(@Request() req: ExpressRequest, @Query() patientId?: string, @Query() fileId?: string): Promise<Readable> {
    return sendFile(this, await downloadPracticeFile(currentUser(req), patientId, fileId));
  }

  /** Uploads one of the psychologist's own private files about the patient (PDF, JPEG or PNG). */
  @Post()
  @SuccessResponse(201, 'Stored')
  @Response<ProblemBody>(413, 'The file is too large')
  @Response<ProblemBody>(422, 'No patient id or file, or not a PDF, JPEG or PNG')
  public async uploadPsychologistPrivateFile(
    @Request() req: ExpressRequest,
    @FormField() patientId?: string,
    @UploadedFile() file?: Express.Multer.File,
  ): Promise<PatientFile> {
    const stored = await uploadPrivateFile(currentUser(req), patientId, file);
    this.setStatus(201);
    return stored;
  }

  /** Deletes one of the psychologist's own private files (marked isDeleted, spec §4). */
  @Delete()
  @SuccessResponse(204, 'Deleted')
  @Response<ProblemBody>(422, 'Please provide both a patiend ID and file ID.')
  public async deletePsychologistPrivateFile(@Request() req: ExpressRequest, @Query() patientId?: string, @Query() fileId?: string): Promise<void> {
    await deletePrivateFile(currentUser(req), patientId, fileId);
    this.setStatus(204);
  }
}
