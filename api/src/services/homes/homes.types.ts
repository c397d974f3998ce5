import type { SessionList } from '../sessions';
import type { Entitlements } from '../funding';
import type { Dass21ResultList } from '../dass21';
import type { PsychologistDay, PsychologistStats } from '../sessions';
import type { CaseNotesOverview, FlaggedDass21Results } from '../practice';
import type { ReferralsToPsychologist } from '../referrals';

/**
 * Everything the client's home (/account) shows from the API but the messages card (mf-messaging's)
 * and the greeting (the profile the shell read at sign-in): each part is exactly what its own
 * read answers, so the page can fill those reads' caches from it.
 */
export interface ClientHome {
  /** As GET /sessions/sessions/patient. */
  sessions: SessionList;
  /** As GET /users/profile/patient/entitlements. */
  entitlements: Entitlements;
  /** As GET /sessions/dass21/scores. */
  scores: Dass21ResultList;
}

/** Everything the practice home (/psychologists/account) shows from the API but unread messages and the greeting. */
export interface PsychologistHome {
  /** As GET /sessions/sessions/psychologists/current?timezoneId=… */
  today: PsychologistDay;
  /** As GET /sessions/sessions/psychologist/stats?timezoneId=… */
  stats: PsychologistStats;
  /** As GET /sessions/psychologist/case-notes-overview. */
  caseNotes: CaseNotesOverview;
  /** As GET /referrals/psychologist. */
  referrals: ReferralsToPsychologist;
  /** As GET /users/psychologist/dass21-flags. */
  flaggedDass21: FlaggedDass21Results;
}
