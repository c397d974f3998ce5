import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { sessionsOfPatient } from '../../sessions';
import { ACTIVE_TREATMENT_STATUS_ID } from '../../reference-data';
import { DEFAULT_THERAPY_TYPE_ID, therapyTypes } from '../../reference-data';
import { requirePatientOf } from './patient-access';
import type { PatientTherapyType, PracticePatientTreatmentStatus } from './patient-course.types';
import { statusName } from './practice-patients';
import { therapyTypeIdOfCourse } from './therapy-type-of-course';
import { PatientTreatmentStatusModel, treatmentStatusIdOf, type PatientTreatmentStatusRecord } from './treatment-status.model';

/** GET /patients/{id}/treatment-status: the asking psychologist's status for their patient (Active until changed). */
export async function patientTreatmentStatus(user: AuthenticatedUser, patientId: string): Promise<PracticePatientTreatmentStatus> {
  await requirePatientOf(user, patientId);
  const record = await PatientTreatmentStatusModel.findById(treatmentStatusIdOf(user.sub, patientId)).lean<PatientTreatmentStatusRecord>();
  const treatmentStatusId = record?.treatmentStatusId ?? ACTIVE_TREATMENT_STATUS_ID;
  return { patientId, treatmentStatusId, treatmentStatusName: statusName(treatmentStatusId) };
}

/** GET /psychologists/patients/{patientId}/therapy-type: the type of the patient's sessions with the asking psychologist. */
export async function patientTherapyType(user: AuthenticatedUser, patientId: string): Promise<PatientTherapyType> {
  await requirePatientOf(user, patientId);
  // Equality on patientId is pushed down to PostgreSQL; the psychologist is matched in that small set.
  const sessions = (await sessionsOfPatient(patientId)).filter((s) => s.psychologistId === user.sub);
  const id = therapyTypeIdOfCourse(sessions) ?? DEFAULT_THERAPY_TYPE_ID;
  const type = therapyTypes.find((t) => t.therapyTypeId === id) ?? therapyTypes.find((t) => t.therapyTypeId === DEFAULT_THERAPY_TYPE_ID)!;
  return { patientId, therapyTypeId: type.therapyTypeId, name: type.name, isCouples: type.isCouples, isUnder16Type: type.isUnder16Type };
}
