import type { Request as ExpressRequest } from 'express';
import { Controller, Get, Path, Request, Response, Route, Security, Tags } from '@tsoa/runtime';
import { currentUser } from '../../../auth/authenticated-user';
import type { ProblemBody } from '../../../http/problem';
import { patientTherapyType, patientTreatmentStatus } from './patient-course';
import type { PatientTherapyType, PracticePatientTreatmentStatus } from './patient-course.types';

/** A patient's course with the asking psychologist (spec §7 payments): treatment status and therapy type. */
@Route('payments')
@Tags('practice patients')
@Security('jwt', ['psychologist'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not a psychologist')
@Response<ProblemBody>(404, 'Not a patient of this psychologist')
export class PatientCourseController extends Controller {
  @Get('patients/{id}/treatment-status')
  public getPatientTreatmentStatus(@Path() id: string, @Request() req: ExpressRequest): Promise<PracticePatientTreatmentStatus> {
    return patientTreatmentStatus(currentUser(req), id);
  }

  @Get('psychologists/patients/{patientId}/therapy-type')
  public getPatientTherapyType(@Path() patientId: string, @Request() req: ExpressRequest): Promise<PatientTherapyType> {
    return patientTherapyType(currentUser(req), patientId);
  }
}
