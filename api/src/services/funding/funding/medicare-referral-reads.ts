import { MedicareReferralModel, type MedicareReferralRecord } from './medicare-referral.model';

/** Every Medicare referral of a client, in no particular order. */
export async function medicareReferralsOfPatient(patientId: string): Promise<MedicareReferralRecord[]> {
  return MedicareReferralModel.find({ patientId }).lean<MedicareReferralRecord[]>();
}

/** The sessions approved on a Medicare referral now (a GP's review may have added some); undefined when unknown. */
export async function sessionsApprovedOnReferral(medicareReferralId: string): Promise<number | undefined> {
  return (await MedicareReferralModel.findById(medicareReferralId, { sessionsApproved: 1 }).lean())?.sessionsApproved;
}
