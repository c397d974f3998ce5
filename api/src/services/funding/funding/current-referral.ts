import { currentReferralOn } from '../entitlements/entitlements';
import { toReferralFacts } from '../entitlements/load-entitlement-facts';
import { MedicareReferralModel, type MedicareReferralRecord } from './medicare-referral.model';

/** The referral current on the date, newest first (the entitlement rules' own choice). */
export async function currentReferral(patientId: string, date: string): Promise<MedicareReferralRecord | undefined> {
  const referrals = await MedicareReferralModel.find({ patientId }).lean();
  return currentReferralOn(referrals.map(toReferralFacts), date)?.record;
}
