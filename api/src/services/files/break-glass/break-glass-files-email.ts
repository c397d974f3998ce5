import { breakGlassEmail } from '../../audit';
import { formatRecipientTime } from '../../notifications';
import type { PatientFileKind } from '../records/patient-file.model';

/** The file as its practitioner knows it; a private file goes only to its own psychologist. */
const KIND_WORDS: Record<PatientFileKind, string> = {
  Private: 'your private file',
  GPReferral: 'the GP referral',
  SeventhSessionGPReferral: 'the 7th-session GP referral',
  MentalHealthCarePlan: 'the mental health care plan',
};

/** To a practitioner concerned when an administrator read the list of a client's files (what each is, never the files). */
export function breakGlassFileListEmail(firstName: string, patientName: string, at: Date, zone: string, reason: string): { subject: string; text: string } {
  return breakGlassEmail(
    firstName,
    'An administrator read the list of a client’s files',
    `read the list of the files about ${patientName} (what each is, and when and by whom it was uploaded; not the files themselves)`,
    at,
    zone,
    reason,
  );
}

/** To a practitioner concerned when an administrator opened one of a client's files: which one (its kind and upload time, not its name). */
export function breakGlassFileOpenedEmail(
  firstName: string,
  patientName: string,
  file: { kind: PatientFileKind; uploadedAt: Date },
  at: Date,
  zone: string,
  reason: string,
): { subject: string; text: string } {
  return breakGlassEmail(
    firstName,
    'An administrator opened a file about a client',
    `opened ${KIND_WORDS[file.kind] ?? 'a file'} about ${patientName}, uploaded on ${formatRecipientTime(file.uploadedAt, zone)}`,
    at,
    zone,
    reason,
  );
}
