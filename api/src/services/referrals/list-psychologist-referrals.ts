import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { gpNamesOf } from '../accounts';
import { GpReferralModel } from './gp-referral.model';
import type { ReferralsToPsychologist } from './referrals.types';
import { newestFirst } from '../../lib/record-order';

/** How far back the practice home looks for new referrals. */
export const NEW_REFERRAL_DAYS = 30;

/**
 * The referrals GPs sent to this psychologist in the last 30 days, newest first. Filtered by the
 * psychologist (a top-level equality FerretDB pushes down); the date and order are decided here,
 * since FerretDB does not push sorts down.
 */
export async function listReferralsToPsychologist(user: AuthenticatedUser, now = new Date()): Promise<ReferralsToPsychologist> {
  const since = now.getTime() - NEW_REFERRAL_DAYS * 24 * 3_600_000;
  const records = (await GpReferralModel.find({ psychologistId: user.sub }).lean())
    .filter((r) => r.createdAt.getTime() >= since)
    .sort(newestFirst((r) => r.createdAt));
  const gps = new Map((await gpNamesOf([...new Set(records.map((r) => r.gpId))])).map((p) => [String(p._id), p]));
  return {
    referrals: records.map((r) => {
      const gp = gps.get(r.gpId);
      return {
        referralId: r._id,
        patientName: `${r.patientFirstName} ${r.patientLastName}`,
        ...(r.patientId && { patientId: r.patientId }),
        gpName: gp ? `Dr ${gp.firstName} ${gp.lastName}` : 'A GP',
        ...(gp?.practiceName && { practiceName: gp.practiceName }),
        issuedOn: r.issuedOn,
        sessionsApproved: r.sessionsApproved,
        urgency: r.urgency,
        funding: r.funding,
        matchedByHarbour: !!r.matchedByHarbour,
        receivedAt: r.createdAt.toISOString(),
      };
    }),
  };
}
