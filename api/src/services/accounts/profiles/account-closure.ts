import { isDuplicateKey } from '../../../lib/duplicate-key';
import { conflict } from '../../../http/problem';
import { FieldErrors } from '../../../lib/field-errors';
import { normaliseEmail } from '../../identity';
import { closeSignIn } from '../../identity';
import { signOutEverywhere } from '../../identity';
import { AccountClosureModel } from './account-closure.model';
import { closureRefusal, lastServiceAt, removeClosedAccountTraces } from './account-closure-steps';
import { todayIn } from './client-age';
import { PatientProfileModel } from './patient-profile.model';
import { removeContactTraces } from './patient-profiles';
import { loadAccountAndProfile } from './profile-records';
import type { AccountClosure, CloseAccountRequest } from './profile.types';
import { clinicalRecordsRetainedUntil } from './records-retention';
import { DEFAULT_TIMEZONE_ID } from '../../reference-data';

/** Shown on the settings page and answered by the API: who may still read the kept records. */
export const RETAINED_RECORDS_VISIBLE_TO =
  'Your psychologists keep access to the clinical records of the sessions they had with you (case notes, DASS-21 results, referrals), as the law requires; nobody else does. You can ask us for a copy.';

/**
 * Closes a client's account (spec: DELETE /profile/patient). Health records must be kept at least
 * 7 years after the last service (until 25 for a child), so nothing clinical is deleted: the
 * request is recorded, the account can no longer sign in (email released, password replaced, every
 * token ended), contact data (phone, postcode, next of kin, partner details, saved cards) is
 * removed, and the name and date of birth stay so the retained records still identify the person.
 * Refused while a session is still to come or a payment is owed (409), so nothing is left hanging.
 */
export async function closePatientAccount(userId: string, body: CloseAccountRequest, now = new Date()): Promise<AccountClosure> {
  const { account, profile } = await loadAccountAndProfile(PatientProfileModel, userId, 'patient');
  const errors = new FieldErrors();
  if (normaliseEmail(body.confirmEmail ?? '') !== account.email) errors.add('confirmEmail', 'Type the email address of your account to confirm.');
  if (body.reason && body.reason.length > 1000) errors.add('reason', 'Must be at most 1000 characters.');
  errors.throwIfAny();

  const refusal = await closureRefusal(userId, now);
  if (refusal) throw conflict(refusal);

  const lastService = await lastServiceAt(userId);
  const zone = profile.timezoneId ?? DEFAULT_TIMEZONE_ID;
  const retainUntil = clinicalRecordsRetainedUntil(todayIn(zone, lastService ?? now), profile.dateOfBirth);
  try {
    await AccountClosureModel.create({
      _id: userId,
      requestedAt: now,
      ...(body.reason?.trim() && { reason: body.reason.trim() }),
      ...(lastService && { lastServiceAt: lastService }),
      retainClinicalRecordsUntil: retainUntil,
    });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    // A second request (double click) finishes the first one's work below; the record stays the first.
  }

  // Sign-in goes first: a closed account must stop working even if a later step fails.
  await closeSignIn(userId);
  await signOutEverywhere(userId, now);
  await PatientProfileModel.updateOne(
    { _id: userId },
    { $set: { closedAt: now, updatedAt: now }, $unset: { phone: 1, postcode: 1, countryId: 1, nextOfKin: 1, signupFields: 1, referrerId: 1, notificationPreferences: 1 } },
  );
  await removeClosedAccountTraces(userId, now);
  await removeContactTraces(userId, account.email);
  await AccountClosureModel.updateOne({ _id: userId }, { $set: { completedAt: now } });
  const closure = await AccountClosureModel.findById(userId).lean();
  return { closedAt: closure!.requestedAt, clinicalRecordsRetainedUntil: closure!.retainClinicalRecordsUntil, retainedRecordsVisibleTo: RETAINED_RECORDS_VISIBLE_TO };
}
