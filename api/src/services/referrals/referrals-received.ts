import { GpReferralModel, type GpReferralRecord } from './gp-referral.model';

/** Ids and times of the referrals GPs sent between two instants (the operator's reports). */
export async function referralsReceivedBetween(from: Date, to: Date): Promise<Pick<GpReferralRecord, '_id' | 'createdAt'>[]> {
  return GpReferralModel.find({ createdAt: { $gte: from, $lte: to } }, { _id: 1, createdAt: 1 }).lean<Pick<GpReferralRecord, '_id' | 'createdAt'>[]>();
}
