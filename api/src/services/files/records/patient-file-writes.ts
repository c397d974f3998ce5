import { PatientFileModel } from './patient-file.model';

/** Gives every file kept under one holder (a GP's invitation) to another (the patient who signed up). */
export async function movePatientFiles(fromPatientId: string, toPatientId: string): Promise<void> {
  await PatientFileModel.updateMany({ patientId: fromPatientId }, { $set: { patientId: toPatientId } });
}
