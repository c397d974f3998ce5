import { HttpProblem } from '../../http/problem';
import { invalidField } from '../../http/validation';
import type { FundingOption, PsychologistMatches } from '../directory';
import { matchPsychologists } from '../directory';
import type { ReferralFunding } from './referrals.types';

export const UNKNOWN_CONCERN = 'Choose the concerns from the list.';

/** The referral's funding as the directory's matching knows it (private sessions filter nothing). */
export function matchFundingOf(funding: ReferralFunding): FundingOption | undefined {
  return funding === 'Private' ? undefined : funding;
}

/** The directory ranks best first: the top match is the one the referral goes to; none → unmatched. */
export function chooseMatch(matches: PsychologistMatches): string | undefined {
  return matches.matches[0]?.psychologist.psychologistId;
}

/**
 * "Let Harbour match": the concerns the GP ticked go through the same matching as the public
 * get-matched questionnaire. Without concerns nothing is matched (the referral stays open to match).
 */
export async function matchForReferral(concernIds: number[] | undefined, funding: ReferralFunding): Promise<string | undefined> {
  if (!concernIds?.length) return undefined;
  try {
    return chooseMatch(await matchPsychologists({ specialisationIds: concernIds, funding: matchFundingOf(funding) }));
  } catch (err) {
    // The directory names its own field; the GP's form calls it concernIds.
    if (err instanceof HttpProblem && err.status === 422) throw invalidField('concernIds', UNKNOWN_CONCERN);
    throw err;
  }
}
