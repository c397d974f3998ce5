import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { caseNotesOverview, flaggedDass21 } from '../practice';
import { listReferralsToPsychologist } from '../referrals';
import { psychologistDay, psychologistStats } from '../sessions';
import type { PsychologistHome } from './homes.types';

/**
 * The practice home in one answer, read side by side through each domain's front doors. A bad time
 * zone is refused (422) as the day's own read refuses it; the reads write nothing.
 */
export async function psychologistHome(psychologist: AuthenticatedUser, timezoneId: string | undefined, now = new Date()): Promise<PsychologistHome> {
  const [today, stats, caseNotes, referrals, flagged] = await Promise.all([
    psychologistDay(psychologist, timezoneId, now),
    psychologistStats(psychologist, timezoneId, now),
    caseNotesOverview(psychologist, now),
    listReferralsToPsychologist(psychologist, now),
    flaggedDass21(psychologist, now),
  ]);
  return { today, stats, caseNotes, referrals, flaggedDass21: { results: flagged } };
}
