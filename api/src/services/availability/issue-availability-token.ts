import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { assertOwnPatient } from '../accounts';
import { hasCareRelationship } from '../sessions';
import { checkOrigin, signAvailabilityToken } from './availability-token';

export interface AvailabilityTokenAnswer {
  token: string;
  expiresAt: Date;
}

/** POST /sessions/booking/availability-token: a signed-in client's token (patientId must be their own; else 404). */
export async function issueClientAvailabilityToken(
  user: AuthenticatedUser,
  body: { origin: string; psychologistIds: string[]; patientId: string },
): Promise<AvailabilityTokenAnswer> {
  assertOwnPatient(user, body.patientId);
  const origin = checkOrigin(body.origin);
  const psychologistIds = [...new Set(body.psychologistIds)];
  // Psychologists the client already sees stay bookable for them when closed to new clients (one equality read each).
  const known = await Promise.all(
    psychologistIds.map(async (psychologistId) => ((await hasCareRelationship(psychologistId, body.patientId)) ? psychologistId : null)),
  );
  return signAvailabilityToken({
    psychologistIds,
    origin,
    patientId: body.patientId,
    newClientsOnly: true,
    knownPsychologistIds: known.filter((id): id is string => id !== null),
  });
}

/** POST /sessions/booking/availability-token/unauthenticated: anyone; only approved psychologists are ever answered. */
export async function issuePublicAvailabilityToken(body: { origin: string; psychologistIds: string[]; isAvailableForNewClients?: boolean }): Promise<AvailabilityTokenAnswer> {
  const origin = checkOrigin(body.origin);
  return signAvailabilityToken({ psychologistIds: [...new Set(body.psychologistIds)], origin, newClientsOnly: body.isAvailableForNewClients !== false });
}
