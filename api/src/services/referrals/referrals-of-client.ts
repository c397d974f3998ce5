import { GpReferralModel, type GpReferralRecord } from './gp-referral.model';

/** The GP referrals written for this client, oldest first (a data export): only those naming them. */
export async function referralsOfClient(patientId: string): Promise<Omit<GpReferralRecord, 'dedupeKey'>[]> {
  const referrals = await GpReferralModel.find({ patientId }).lean<GpReferralRecord[]>();
  return referrals.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(({ dedupeKey: _dedupeKey, ...referral }) => referral);
}
