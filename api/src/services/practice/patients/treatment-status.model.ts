import { Schema, model } from 'mongoose';

/** Where a patient is in treatment with one psychologist (spec §4); `_id` = `{psychologistId}|{patientId}`. */
export interface PatientTreatmentStatusRecord {
  _id: string;
  psychologistId: string;
  patientId: string;
  treatmentStatusId: number;
  updatedAt: Date;
}

export const treatmentStatusIdOf = (psychologistId: string, patientId: string) => `${psychologistId}|${patientId}`;

const schema = new Schema<PatientTreatmentStatusRecord>(
  {
    _id: { type: String, required: true },
    psychologistId: { type: String, required: true },
    patientId: { type: String, required: true },
    treatmentStatusId: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'patient_treatment_statuses', versionKey: false },
);
schema.index({ psychologistId: 1 });
schema.index({ patientId: 1 });

export const PatientTreatmentStatusModel = model<PatientTreatmentStatusRecord>('PatientTreatmentStatus', schema);
