import { configuration } from '../../../configuration';
import { SecondFactorChallengeModel, type SecondFactorChallengeRecord } from './second-factor.model';
import { openSecret, sealSecret } from './sealed-secret';
import { isEnrolled } from './second-factor';
import { newTotpSecret } from './totp';

/** A sign-in interaction lives an hour at most (create-provider.ts ttl.Interaction). */
const CHALLENGE_TTL_MS = 60 * 60 * 1000;

/**
 * After the password: the interaction now needs the second factor. An administrator who has not
 * enrolled yet gets a fresh secret to enrol with.
 */
export async function startChallenge(interactionId: string, accountId: string, now = new Date()): Promise<void> {
  // Sealed like an enrolled one: it becomes the administrator's secret once a code confirms it.
  const pendingSecret = (await isEnrolled(accountId)) ? undefined : sealSecret(newTotpSecret(), accountId, configuration().secondFactorKey);
  await SecondFactorChallengeModel.deleteOne({ _id: interactionId });
  await SecondFactorChallengeModel.create({ _id: interactionId, accountId, pendingSecret, createdAt: now });
}

/** The interaction's challenge, its pending secret opened; null when there is none or it expired. */
export async function findChallenge(interactionId: string, now = new Date()): Promise<SecondFactorChallengeRecord | null> {
  const challenge = await SecondFactorChallengeModel.findById(interactionId).lean<SecondFactorChallengeRecord>();
  if (!challenge || challenge.createdAt.getTime() + CHALLENGE_TTL_MS <= now.getTime()) return null;
  if (!challenge.pendingSecret) return challenge;
  return { ...challenge, pendingSecret: openSecret(challenge.pendingSecret, challenge.accountId, configuration().secondFactorKey) };
}

/** The enrolment was confirmed: the page after the recovery codes may finish the sign-in. */
export const markProved = (interactionId: string, now = new Date()) =>
  SecondFactorChallengeModel.updateOne({ _id: interactionId }, { $set: { provedAt: now }, $unset: { pendingSecret: 1 } });

export const endChallenge = (interactionId: string) => SecondFactorChallengeModel.deleteOne({ _id: interactionId });
