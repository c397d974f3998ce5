import type { AuthenticatedUser } from '../../auth/authenticated-user';
import type { MessagingCounterpart, MessagingStatuses } from './messaging.types';
import { nameOf } from './participant-names';
import { MESSAGING_TERMS_VERSION } from './records/terms-acceptance.model';
import { hasAcceptedTerms } from './send-permission';
import { isMessagingEnabled, recentClientsOf, recentPsychologistsOf } from './who-may-message';

/** GET /conversations/messaging-statuses: whether the caller sees messaging (spec §6), and with whom. */
export async function messagingStatuses(user: AuthenticatedUser, now = new Date()): Promise<MessagingStatuses> {
  const base = { userId: user.sub, userType: user.userType, termsVersion: MESSAGING_TERMS_VERSION };
  if (user.userType === 'psychologist') {
    const clients = await recentClientsOf(user.sub, now);
    const counterparts = await withNames(clients, 'client', async () => true);
    return { ...base, messagingVisible: true, messagingEnabled: await isMessagingEnabled(user.sub), termsAccepted: true, counterparts };
  }
  if (user.userType === 'client') {
    const psychologists = await recentPsychologistsOf(user.sub, now);
    const counterparts = await withNames(psychologists, 'psychologist', isMessagingEnabled);
    const anyEnabled = counterparts.some((c) => c.messagingEnabled);
    return { ...base, messagingVisible: anyEnabled, messagingEnabled: anyEnabled, termsAccepted: await hasAcceptedTerms(user.sub), counterparts };
  }
  return { ...base, messagingVisible: false, messagingEnabled: false, termsAccepted: false, counterparts: [] };
}

async function withNames(ids: string[], userType: 'client' | 'psychologist', enabled: (id: string) => Promise<boolean>): Promise<MessagingCounterpart[]> {
  const people = await Promise.all(
    ids.map(async (userId) => {
      const name = await nameOf(userId, userType);
      return name ? { userId, userType, ...name, messagingEnabled: await enabled(userId) } : undefined;
    }),
  );
  return people.filter((p): p is MessagingCounterpart => p !== undefined);
}
