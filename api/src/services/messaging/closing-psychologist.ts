import { upsertRetryingOnce } from '../../lib/duplicate-key';
import { MessagingAvailabilityModel } from './records/messaging-availability.model';
import { forgetMessagingEnabled } from './who-may-message';

/**
 * A psychologist's account was closed: their conversations stay readable for the clients, sending
 * to them is refused from now on (every API process forgets what it kept), and no client can start
 * one with them. A GP has no conversations: nothing to do.
 */
export async function closeMessagingOf(practitionerId: string, now: Date): Promise<void> {
  await upsertRetryingOnce(() =>
    MessagingAvailabilityModel.updateOne({ _id: practitionerId }, { $set: { userType: 'psychologist', messagingEnabled: false, accountClosedAt: now, updatedAt: now } }, { upsert: true }),
  );
  forgetMessagingEnabled(practitionerId);
}
