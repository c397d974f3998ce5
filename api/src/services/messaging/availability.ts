import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { upsertRetryingOnce } from '../../lib/duplicate-key';
import { messagingBus } from './realtime/messaging-bus';
import type { MessagingAvailability } from './messaging.types';
import { MessagingAvailabilityModel } from './records/messaging-availability.model';
import { forgetMessagingEnabled } from './who-may-message';

/** POST/PUT /messaging/availability: a psychologist switches their messaging on or off. */
export async function setMessagingAvailability(user: AuthenticatedUser, messagingEnabled: boolean): Promise<MessagingAvailability> {
  // Only the owner writes this record, so an upsert is enough (no race to decide); two first
  // writes at once (a POST and a PUT) both insert on FerretDB, and the loser writes again.
  await upsertRetryingOnce(() =>
    MessagingAvailabilityModel.updateOne({ _id: user.sub }, { $set: { userType: 'psychologist', messagingEnabled, updatedAt: new Date() } }, { upsert: true }),
  );
  forgetMessagingEnabled(user.sub);
  await messagingBus().publish([user.sub], { type: 'availability', userId: user.sub, messagingEnabled });
  return { userId: user.sub, userType: user.userType, messagingEnabled };
}
