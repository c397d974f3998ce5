/** Where the patient is in treatment with the asking psychologist (/patient-treatment-statuses). */
export interface PracticePatientTreatmentStatus {
  patientId: string;
  treatmentStatusId: number;
  treatmentStatusName: string;
}

/** The therapy type (/therapy-types) of the patient's sessions with the asking psychologist. */
export interface PatientTherapyType {
  patientId: string;
  therapyTypeId: number;
  name: string;
  isCouples: boolean;
  isUnder16Type: boolean;
}
