import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { messagingBus } from './realtime/messaging-bus';
import type { MessagingAvailability } from './messaging.types';
import { MessagingAvailabilityModel } from './records/messaging-availability.model';

/** POST/PUT /messaging/availability: a psychologist switches their messaging on or off. */
export async function setMessagingAvailability(user: AuthenticatedUser, messagingEnabled: boolean): Promise<MessagingAvailability> {
  // Only the owner writes this record, so a plain upsert is enough (no race to decide).
  await MessagingAvailabilityModel.updateOne(
    { _id: user.sub },
    { $set: { userType: 'psychologist', messagingEnabled, updatedAt: new Date() } },
    { upsert: true },
  );
  await messagingBus().publish([user.sub], { type: 'availability', userId: user.sub, messagingEnabled });
  return { userId: user.sub, userType: user.userType, messagingEnabled };
}
