import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict, notFound } from '../../../http/problem';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { recordAudit } from '../../audit';
import { reinstateAccount, suspendAccount } from '../../identity';
import { sendEmail } from '../../notifications';
import { announcePractitionerApproved } from '../profiles/psychologist-changes';
import type { PractitionerSummary } from './administration.types';
import { decisionReason } from './decision-reason';
import { practitionerAccount, profilesFor, summary } from './practitioner-approval';
import { PractitionerSuspensionModel } from './practitioner-suspension.model';
import { practitionerReinstatedEmail, practitionerSuspendedEmail } from './practitioner-standing-emails';

const NOT_APPROVED = 'Only an approved practitioner can be suspended.';

/**
 * Suspends an approved psychologist or GP with a reason: every session of theirs ends, they cannot
 * sign in, they leave the directory and search, and they are emailed. Their booked sessions stay
 * (an operator decides about each). Of two suspensions at once the unique insert lets one win.
 */
export async function suspendPractitioner(admin: AuthenticatedUser, userId: string, body: { reason?: unknown }, now = new Date()): Promise<PractitionerSummary> {
  const reason = decisionReason(body.reason);
  const account = await practitionerAccount(userId);
  if (account.suspendedAt) throw conflict('This practitioner is already suspended.');
  if (!account.isApproved) throw conflict(NOT_APPROVED);
  try {
    await PractitionerSuspensionModel.create({ _id: userId, reason, suspendedBy: admin.sub, suspendedAt: now });
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict('This practitioner is already suspended.');
    throw err;
  }
  const suspended = await suspendAccount(userId, now);
  if (!suspended) throw notFound(`No psychologist or GP with id '${userId}'.`);
  // Its listeners drop every cached view of who is approved (directory, search, times).
  await announcePractitionerApproved(userId);
  await recordAudit(admin, { action: 'suspend', recordKind: 'practitioner-account', recordId: userId, detail: reason }, now);
  const profile = (await profilesFor([suspended])).get(userId);
  await sendEmail({ to: suspended.email, ...practitionerSuspendedEmail(profile?.firstName ?? 'there', suspended.userType === 'gp' ? 'gp' : 'psychologist', reason), kind: 'practitioner-suspended' });
  return summary(suspended, profile);
}

/** Undoes a suspension (with a reason, emailed): approved and listed again. Not suspended is 409. */
export async function reinstatePractitioner(admin: AuthenticatedUser, userId: string, body: { reason?: unknown }, now = new Date()): Promise<PractitionerSummary> {
  const reason = decisionReason(body.reason);
  await practitionerAccount(userId);
  // The delete decides: of two reinstatements at once only one removes the suspension.
  const { deletedCount } = await PractitionerSuspensionModel.deleteOne({ _id: userId });
  if (deletedCount !== 1) throw conflict('This practitioner is not suspended.');
  const reinstated = await reinstateAccount(userId);
  if (!reinstated) throw notFound(`No psychologist or GP with id '${userId}'.`);
  await announcePractitionerApproved(userId);
  await recordAudit(admin, { action: 'reinstate', recordKind: 'practitioner-account', recordId: userId, detail: reason }, now);
  const profile = (await profilesFor([reinstated])).get(userId);
  await sendEmail({ to: reinstated.email, ...practitionerReinstatedEmail(profile?.firstName ?? 'there', reinstated.userType === 'gp' ? 'gp' : 'psychologist', reason), kind: 'practitioner-reinstated' });
  return summary(reinstated, profile);
}
