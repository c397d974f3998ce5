import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict, notFound } from '../../../http/problem';
import { recordAudit } from '../../audit';
import { markAccountDeclined } from '../../identity';
import { sendEmail } from '../../notifications';
import type { PractitionerSummary } from './administration.types';
import { decisionReason } from './decision-reason';
import { decidePractitioner } from './practitioner-decision';
import { practitionerAccount, profilesFor, summary } from './practitioner-approval';
import { practitionerDeclinedEmail } from './practitioner-standing-emails';

/**
 * Declines a pending psychologist or GP with a reason: they leave the queue, cannot sign in, and
 * are emailed the reason. A practitioner already approved or declined is 409 and nothing is written.
 */
export async function declinePractitioner(admin: AuthenticatedUser, userId: string, body: { reason?: unknown }, now = new Date()): Promise<PractitionerSummary> {
  const reason = decisionReason(body.reason);
  const account = await practitionerAccount(userId);
  if (account.isApproved || account.suspendedAt) throw conflict('This practitioner is already approved: suspend them instead.');
  const decision = await decidePractitioner(admin, userId, { outcome: 'declined', reason }, now);
  if (!decision.won) throw conflict(decision.existing.outcome === 'approved' ? 'This practitioner is already approved: suspend them instead.' : 'This practitioner was already declined.');
  const declined = await markAccountDeclined(userId, now);
  if (!declined) throw notFound(`No psychologist or GP with id '${userId}'.`);
  await recordAudit(admin, { action: 'decline', recordKind: 'practitioner-account', recordId: userId, detail: reason }, now);
  const profile = (await profilesFor([declined])).get(userId);
  const userType = declined.userType === 'gp' ? 'gp' : 'psychologist';
  await sendEmail({ to: declined.email, ...practitionerDeclinedEmail(profile?.firstName ?? 'there', userType, reason), kind: 'practitioner-declined' });
  return summary(declined, profile);
}
