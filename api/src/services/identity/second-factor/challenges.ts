import { SecondFactorChallengeModel, type SecondFactorChallengeRecord } from './second-factor.model';
import { isEnrolled } from './second-factor';
import { newTotpSecret } from './totp';

/** A sign-in interaction lives an hour at most (create-provider.ts ttl.Interaction). */
const CHALLENGE_TTL_MS = 60 * 60 * 1000;

/**
 * After the password: the interaction now needs the second factor. An administrator who has not
 * enrolled yet gets a fresh secret to enrol with.
 */
export async function startChallenge(interactionId: string, accountId: string, now = new Date()): Promise<void> {
  const pendingSecret = (await isEnrolled(accountId)) ? undefined : newTotpSecret();
  await SecondFactorChallengeModel.deleteOne({ _id: interactionId });
  await SecondFactorChallengeModel.create({ _id: interactionId, accountId, pendingSecret, createdAt: now });
}

export async function findChallenge(interactionId: string, now = new Date()): Promise<SecondFactorChallengeRecord | null> {
  const challenge = await SecondFactorChallengeModel.findById(interactionId).lean<SecondFactorChallengeRecord>();
  if (!challenge || challenge.createdAt.getTime() + CHALLENGE_TTL_MS <= now.getTime()) return null;
  return challenge;
}

/** The enrolment was confirmed: the page after the recovery codes may finish the sign-in. */
export const markProved = (interactionId: string, now = new Date()) =>
  SecondFactorChallengeModel.updateOne({ _id: interactionId }, { $set: { provedAt: now }, $unset: { pendingSecret: 1 } });

export const endChallenge = (interactionId: string) => SecondFactorChallengeModel.deleteOne({ _id: interactionId });
