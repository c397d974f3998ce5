import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict, HttpProblem, notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { checkEmailAddress } from '../../../security/email-address';
import { recordAudit } from '../../audit';
import { clearFailures, findAccountById, normaliseEmail } from '../../identity';
import { closePatientAccount } from '../profiles/account-closure';
import { RegistrationModel, type RegistrationRecord } from '../registration/registration.model';
import { resendRegistrationCode } from '../registration/resend-registration-code';
import { accountOverviewOf } from './account-lookup';
import type { AccountOverview } from './account-lookup.types';
import { AccountClosureDecisionModel } from './account-closure-decision.model';
import { closePractitionerAccount } from './practitioner-closure';
import type { AdminCloseAccountRequest, ClosedAccount } from './account-actions.types';

export const NO_SUCH_ACCOUNT = 'No account with this id.';
export const NOT_LOCKED_OUT = 'This account is not locked out.';
export const ALREADY_CLOSED = 'This account was closed just now by another administrator.';
export const NOT_CLOSED_HERE = 'An administrator’s account cannot be closed here.';
export const NO_PENDING_SIGN_UP = 'No sign-up is waiting for a code at this address.';

async function accountOrNotFound(accountId: string) {
  const account = await findAccountById(accountId);
  if (!account) throw notFound(NO_SUCH_ACCOUNT);
  return account;
}

/** Ends a lock-out the sign-in enforces (the wrong-password series is forgotten). Audited. */
export async function unlockAccount(admin: AuthenticatedUser, accountId: string, now = new Date()): Promise<AccountOverview> {
  const account = await accountOrNotFound(accountId);
  const before = await accountOverviewOf(account, now);
  if (!before.lockedOutUntil) throw conflict(NOT_LOCKED_OUT);
  await clearFailures(account.email);
  await recordAudit(admin, { action: 'unlock', recordKind: 'account', recordId: account._id, ...(account.userType === 'client' && { patientId: account._id }) }, now);
  return accountOverviewOf(account, now);
}

/**
 * Sends a new code to the newest sign-up waiting at this address, through the path registration
 * uses (so the once-a-minute limit holds). Sign-ups made on an address that already had an account
 * are not offered: their owner gets a notice, never a code. Audited.
 */
export async function resendSignUpCode(admin: AuthenticatedUser, email: string | undefined, now = new Date()): Promise<void> {
  const checked = checkEmailAddress(email ?? '');
  if (checked.problem) throw invalidField('email', 'Enter a valid email address, e.g. name@example.com.');
  const waiting = await RegistrationModel.find({ email: checked.address, verifiedAt: { $exists: false } }).lean<RegistrationRecord[]>();
  const newest = waiting.filter((r) => !r.accountExists).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  await recordAudit(admin, { action: 'resend-code', recordKind: 'account', recordId: newest?._id ?? '-', detail: `${checked.address}: ${newest ? 'sent' : 'no sign-up waiting'}` }, now);
  if (!newest) throw notFound(NO_PENDING_SIGN_UP);
  await resendRegistrationCode(newest.userType, newest._id);
}

/**
 * Closes a client's, psychologist's or GP's account (behind step-up, the account's email typed to
 * confirm). A client's is the same closing they can do themselves; a practitioner's is refused while
 * they have sessions to give. Either way sign-in ends, contact details go, records stay until the
 * retention date. Of two administrators closing it at once, one goes ahead. Audited.
 */
export async function closeAccountAsAdministrator(admin: AuthenticatedUser, accountId: string, body: AdminCloseAccountRequest, now = new Date()): Promise<ClosedAccount> {
  const account = await accountOrNotFound(accountId);
  if (account.userType === 'administrator') throw new HttpProblem(422, 'Validation failed', NOT_CLOSED_HERE);
  // Before the address check: closing replaces the address, so of two administrators closing at
  // once, the one reading the account after the other's closing must hear "closed", not "wrong address".
  if (await AccountClosureDecisionModel.exists({ _id: account._id })) throw conflict(ALREADY_CLOSED);
  if (normaliseEmail(body.confirmEmail ?? '') !== account.email) throw invalidField('confirmEmail', 'Type the email address of the account to confirm.');
  if (body.reason && body.reason.length > 1000) throw invalidField('reason', 'Must be at most 1000 characters.');
  try {
    await AccountClosureDecisionModel.create({ _id: account._id, actorId: admin.sub, at: now });
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict(ALREADY_CLOSED);
    throw err;
  }
  const reason = body.reason?.trim() || 'Closed by an administrator';
  try {
    const closure =
      account.userType === 'client'
        ? await closePatientAccount(account._id, { confirmEmail: account.email, reason }, now).then((c) => ({ closedAt: new Date(c.closedAt), clinicalRecordsRetainedUntil: c.clinicalRecordsRetainedUntil }))
        : await closePractitionerAccount(account, reason, now);
    await recordAudit(
      admin,
      { action: 'close', recordKind: 'account', recordId: account._id, ...(account.userType === 'client' && { patientId: account._id }), detail: `${account.userType} account; records kept until ${closure.clinicalRecordsRetainedUntil}` },
      now,
    );
    return { accountId: account._id, closedAt: closure.closedAt.toISOString(), clinicalRecordsRetainedUntil: closure.clinicalRecordsRetainedUntil };
  } catch (err) {
    // Refused (a session still to come, a payment owed): the decision is taken back so it can be made later.
    await AccountClosureDecisionModel.deleteOne({ _id: account._id }).catch(() => undefined);
    throw err;
  }
}
