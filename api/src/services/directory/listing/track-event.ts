import { randomUUID } from 'node:crypto';
import { tooManyRequests } from '../../../http/problem';
import { takeRollingSlot } from '../../../http/rate-limit/rolling-limiter';
import type { SlotLimit } from '../../../http/rate-limit/slot-limiter';
import { FieldErrors } from '../../../lib/field-errors';
import { checkIds, checkReferrer } from './check-filters';
import { taxonomyNames } from './directory-cards';
import { DirectoryEventModel } from './directory-event.model';
import type { TrackEventRequest } from './directory.types';

/** Events one address may send a minute: a person clicking about sends a handful. */
export const TRACK_EVENTS_PER_MINUTE = 30;
const perIp: SlotLimit = { scope: 'track-event-ip', limit: TRACK_EVENTS_PER_MINUTE, windowMs: 60_000 };
const USER_ID = /^[\w-]{1,64}$/;

/** POST /users/users/track-event: checked, rate-limited, then stored. */
export async function trackEvent(input: TrackEventRequest, ip: string, userId?: string, now = new Date()): Promise<void> {
  const errors = new FieldErrors();
  const names = await taxonomyNames();
  const specialisationIds = checkIds('specialisationIds', input.specialisationIds, names.specialisations, errors);
  const psychologistIds = [...new Set(input.psychologistIds ?? [])];
  if (psychologistIds.some((id) => !USER_ID.test(id))) errors.add('psychologistIds', 'must be user ids');
  const referrerId = await checkReferrer('referrerId', input.referrerId, errors);
  errors.throwIfAny();
  const decision = await takeRollingSlot(perIp, ip, now);
  if (!decision.allowed) throw tooManyRequests('Too many events from this address. Please wait a minute.', decision.retryAfterSeconds);
  await DirectoryEventModel.create({
    _id: randomUUID(),
    kind: input.kind,
    specialisationIds,
    psychologistIds,
    ...(referrerId && { referrerId }),
    ...(userId && { userId }),
    at: now,
  });
}
