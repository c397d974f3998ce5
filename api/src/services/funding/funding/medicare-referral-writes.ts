import { MedicareReferralModel, type MedicareReferralRecord } from './medicare-referral.model';

/** Records a Medicare referral; a duplicate `_id` (the same referral attached twice) throws the duplicate-key error. */
export async function createMedicareReferral(record: MedicareReferralRecord): Promise<void> {
  await MedicareReferralModel.create(record);
}

/** A GP's review added sessions to a referral: its new total, the review's date and when it changed. */
export async function recordReferralReview(medicareReferralId: string, review: { sessionsApproved: number; reviewedOn: string; updatedAt: Date }): Promise<void> {
  await MedicareReferralModel.updateOne({ _id: medicareReferralId }, { $set: review });
}
