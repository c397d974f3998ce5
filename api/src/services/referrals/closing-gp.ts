import { GpReferralModel } from './gp-referral.model';

/** When the GP last sent a referral through Harbour: a closed GP's records are kept counting from it. */
export async function lastReferralSentAt(gpId: string): Promise<Date | undefined> {
  const sent = await GpReferralModel.find({ gpId }, { createdAt: 1 }).lean();
  return sent.reduce<Date | undefined>((latest, r) => (!latest || r.createdAt > latest ? r.createdAt : latest), undefined);
}
