/**
 * Where a client is in treatment with a psychologist (/patient-treatment-statuses); a psychologist
 * changes it by sending a treatmentStatusId (PUT /patient/{id}/treatment-status).
 */

export interface PatientTreatmentStatus {
  treatmentStatusId: number;
  name: string;
}

export const ACTIVE_TREATMENT_STATUS_ID = 1;

export const patientTreatmentStatuses: readonly PatientTreatmentStatus[] = [
  { treatmentStatusId: ACTIVE_TREATMENT_STATUS_ID, name: 'Active' },
  { treatmentStatusId: 2, name: 'On hold' },
  { treatmentStatusId: 3, name: 'Completed treatment' },
  { treatmentStatusId: 4, name: 'Discharged' },
  { treatmentStatusId: 5, name: 'Referred on' },
  { treatmentStatusId: 6, name: 'Did not return' },
];
