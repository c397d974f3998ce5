import type { Model } from 'mongoose';
import { conflict } from '../../../http/problem';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { closeSignIn, markPractitionerClosed, signOutEverywhere, type AccountRecord } from '../../identity';
import { DEFAULT_TIMEZONE_ID } from '../../reference-data';
import { AccountClosureModel } from '../profiles/account-closure.model';
import { lastServiceGivenAt, practitionerClosed, sessionsToGive } from '../profiles/account-closure-steps';
import { todayIn } from '../profiles/client-age';
import { GpProfileModel } from '../profiles/gp-profile.model';
import { removeContactTraces } from '../profiles/patient-profiles';
import { announcePractitionerApproved } from '../profiles/psychologist-changes';
import type { PersonRecord } from '../profiles/person-schema';
import { PsychologistProfileModel } from '../profiles/psychologist-profile.model';
import { practitionerRecordsRetainedUntil } from '../profiles/records-retention';
import { sessionsToGiveRefusal } from './practitioner-closure-refusal';

export interface PractitionerClosure {
  closedAt: Date;
  clinicalRecordsRetainedUntil: string;
}

/**
 * Closes a psychologist's or GP's account (an administrator's decision, already won by the caller's
 * unique insert). Refused while a psychologist has sessions to give (409, nothing written). Sign-in
 * stops first, then they leave the directory as a suspension does (unapproved, every cached view
 * told), their contact details go and the other domains close what they hold (messaging: clients
 * can read, not send). Kept: the name, the Medicare provider number (and the listing's AHPRA
 * number, hidden), so the records they made still say who gave the service, until the retention date.
 */
export async function closePractitionerAccount(account: AccountRecord, reason: string, now = new Date()): Promise<PractitionerClosure> {
  // Both profiles share the person fields this reads and removes (person-schema.ts).
  const model = (account.userType === 'gp' ? GpProfileModel : PsychologistProfileModel) as unknown as Model<PersonRecord>;
  const profile = await model.findById(account._id, { firstName: 1, lastName: 1 }).lean<PersonRecord>();
  const name = profile ? `${profile.firstName} ${profile.lastName}` : 'This practitioner';
  const toGive = await sessionsToGive(account._id, now);
  if (toGive > 0) throw conflict(sessionsToGiveRefusal(name, toGive));

  const lastService = await lastServiceGivenAt(account._id);
  const retainUntil = practitionerRecordsRetainedUntil(todayIn(DEFAULT_TIMEZONE_ID, lastService ?? now));
  try {
    await AccountClosureModel.create({ _id: account._id, requestedAt: now, reason, ...(lastService && { lastServiceAt: lastService }), retainClinicalRecordsUntil: retainUntil });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    // A closing that failed half way and is sent again finishes below; the record stays the first.
  }

  // Sign-in goes first: a closed account must stop working even if a later step fails.
  await closeSignIn(account._id);
  await markPractitionerClosed(account._id, now);
  await signOutEverywhere(account._id, now);
  // Its listeners drop every cached view of who is approved (directory, search, bookable times).
  await announcePractitionerApproved(account._id);
  await model.updateOne({ _id: account._id }, { $set: { updatedAt: now }, $unset: { phone: 1, postcode: 1, countryId: 1, ...(account.userType === 'psychologist' && { notificationPreferences: 1 }) } });
  await practitionerClosed(account._id, now);
  await removeContactTraces(account._id, account.email);
  await AccountClosureModel.updateOne({ _id: account._id }, { $set: { completedAt: now } });
  const closure = await AccountClosureModel.findById(account._id).lean();
  return { closedAt: closure!.requestedAt, clinicalRecordsRetainedUntil: closure!.retainClinicalRecordsUntil };
}
