import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { notFound } from '../../http/problem';
import { invalidField } from '../../http/validation';
import { movePatientFiles, savePatientFile, type Upload } from '../files';
import type { PatientFile } from '../files';
import { GpReferralModel } from './gp-referral.model';

export const LETTER_KINDS = ['GPReferral', 'MentalHealthCarePlan'] as const;
export type ReferralLetterKind = (typeof LETTER_KINDS)[number];
export const NO_SUCH_REFERRAL = 'No such referral among yours.';
export const CHOOSE_LETTER_KIND = 'Choose whether the file is the referral letter or the mental health care plan.';

/**
 * The GP attaches the referral letter or care plan as a file (PDF, JPEG or PNG) to a referral
 * they sent. For a patient who has not joined yet the file is kept under the invitation's id and
 * moved to the patient when they sign up (`moveLettersOnSignup`). The kind is checked before the
 * upload, and the upload by the files service, so a refused request writes nothing.
 */
export async function attachReferralLetter(gp: AuthenticatedUser, referralId: string, kind: string | undefined, upload: Upload | undefined): Promise<PatientFile> {
  const referral = await GpReferralModel.findById(referralId).lean();
  if (!referral || referral.gpId !== gp.sub) throw notFound(NO_SUCH_REFERRAL);
  if (!LETTER_KINDS.includes(kind as ReferralLetterKind)) throw invalidField('kind', CHOOSE_LETTER_KIND);
  const holder = referral.patientId ?? referral.partialAccountId;
  if (!holder) throw notFound(NO_SUCH_REFERRAL);
  return savePatientFile(gp, { patientId: holder, kind: kind as ReferralLetterKind }, upload);
}

/** On sign-up the letters kept under the invitation become the patient's files. */
export async function moveLettersOnSignup(partialAccountId: string, userId: string): Promise<void> {
  await movePatientFiles(partialAccountId, userId);
}
