/**
 * Kinds of file on a client's record (/referral-document-types): the spec's patient file kinds
 * private, GP referral, 7th-session GP referral and mental health care plan.
 * Under Medicare's Better Access a GP referral or plan covers up to 6 sessions; a 7th session
 * needs the GP's new referral (the "7th-session GP referral") to be rebated.
 */

export type ReferralDocumentTypeKey =
  'private' | 'gp-referral' | 'seventh-session-gp-referral' | 'mental-health-care-plan';

export interface ReferralDocumentType {
  referralDocumentTypeId: number;
  name: string;
  key: ReferralDocumentTypeKey;
}

export const referralDocumentTypes: readonly ReferralDocumentType[] = [
  { referralDocumentTypeId: 1, name: 'Private', key: 'private' },
  { referralDocumentTypeId: 2, name: 'GP referral', key: 'gp-referral' },
  { referralDocumentTypeId: 3, name: '7th-session GP referral', key: 'seventh-session-gp-referral' },
  { referralDocumentTypeId: 4, name: 'Mental health care plan', key: 'mental-health-care-plan' },
];

export function findReferralDocumentType(key: string): ReferralDocumentType | undefined {
  return referralDocumentTypes.find((t) => t.key === key);
}
