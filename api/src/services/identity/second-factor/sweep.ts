import { SecondFactorChallengeModel, SecondFactorUseModel, StepUpProofModel } from './second-factor.model';
import { STEP_UP_MAX_AGE_MS } from '../../../auth/second-factor-check';

const HOUR = 60 * 60 * 1000;

/**
 * Records that no longer decide anything (FerretDB has no TTL index): challenges of sign-ins an
 * hour old, used TOTP steps long outside the ±1 step window (10 minutes, a wide margin), and
 * step-up proofs too old to count. Used recovery codes stay: they must never count again.
 */
export async function sweepSecondFactorRecords(now = new Date()): Promise<void> {
  await SecondFactorChallengeModel.deleteMany({ createdAt: { $lt: new Date(now.getTime() - HOUR) } });
  await SecondFactorUseModel.deleteMany({ _id: { $regex: /\|totp\|/ }, usedAt: { $lt: new Date(now.getTime() - 10 * 60 * 1000) } });
  await StepUpProofModel.deleteMany({ provedAt: { $lt: new Date(now.getTime() - STEP_UP_MAX_AGE_MS) } });
}
