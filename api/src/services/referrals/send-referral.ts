import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { isDuplicateKey } from '../../lib/duplicate-key';
import { conflict } from '../../http/problem';
import { invalidField } from '../../http/validation';
import { recordAudit } from '../audit';
import { findAccountById, findAccountByEmail } from '../identity';
import { createMedicareReferral } from '../funding';
import { calendarDateIn } from '../../lib/australian-date';
import { startPartialAccount, unfinishedPartialAccountFor } from '../accounts';
import { moveLettersOnSignup } from './attach-referral-letter';
import { matchForReferral } from './harbour-match';
import { checkSendReferral, type CheckedReferral } from './check-referral';
import { gpOf, type GpCaller } from './gp-of';
import { GpReferralModel, type GpReferralRecord } from './gp-referral.model';
import { sendReferralAdded, sendReferralInvitation, sendReferralToPsychologist } from './referral-emails';
import type { SendReferralRequest, SentReferral } from './referrals.types';

export const DUPLICATE_REFERRAL = 'You have already sent a referral for this patient with this date.';

/** The Medicare referral the GP's referral attaches to the patient's Medicare details (same id as the referral). */
export async function attachMedicareReferral(referral: GpReferralRecord, patientId: string, gp: Pick<GpCaller, 'name' | 'providerNumber' | 'practiceName'>, now: Date): Promise<void> {
  try {
    await createMedicareReferral({
      _id: referral._id,
      patientId,
      referrerName: gp.name,
      referrerProviderNumber: gp.providerNumber,
      ...(gp.practiceName && { referrerPracticeName: gp.practiceName }),
      issuedOn: referral.issuedOn,
      validUntil: referral.validUntil,
      sessionsApproved: referral.sessionsApproved,
      createdAt: now,
    });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err; // attached before (a retried sign-up): nothing more to do
  }
  await GpReferralModel.updateOne({ _id: referral._id }, { $set: { patientId } });
}

async function checkPsychologist(psychologistId: string | undefined): Promise<{ _id: string; email: string } | undefined> {
  if (!psychologistId) return undefined;
  const account = await findAccountById(psychologistId);
  if (!account || account.userType !== 'psychologist' || !account.isApproved) throw invalidField('psychologistId', 'Choose a psychologist from the list, or let Harbour match.');
  return { _id: account._id, email: account.email };
}

/** An unfinished invitation for the address is reused; otherwise a new partial account is started. */
async function invitePatient(checked: CheckedReferral, gp: GpCaller, now: Date): Promise<string> {
  const open = await unfinishedPartialAccountFor(checked.patient.email);
  const id = open?._id ?? randomUUID();
  if (!open) {
    await startPartialAccount({ _id: id, email: checked.patient.email, firstName: checked.patient.firstName, lastName: checked.patient.lastName, createdBy: gp.gpId, createdAt: now });
  }
  await sendReferralInvitation(checked.patient.email, checked.patient.firstName, gp, id);
  return id;
}

/**
 * A GP refers a patient: an existing client gets the Medicare referral on their account at once;
 * a new patient gets a partial account and an invitation, and the referral is attached when they
 * join. The chosen psychologist (if any) is told. Nothing is written when a field is wrong.
 */
export async function sendReferral(user: AuthenticatedUser, body: SendReferralRequest, now = new Date()): Promise<SentReferral> {
  const checked = checkSendReferral(body, calendarDateIn(now));
  const [gp, psychologist, existing] = await Promise.all([gpOf(user.sub, body.providerNumber), checkPsychologist(checked.psychologistId), findAccountByEmail(checked.patient.email)]);
  if (existing && existing.userType !== 'client') throw invalidField('patient.email', "This email belongs to a practitioner's account. Enter the patient's own email.");
  const matchedId = checked.psychologistId ? undefined : await matchForReferral(body.concernIds, checked.funding);
  const matched = matchedId ? await checkPsychologist(matchedId) : undefined;

  const record: GpReferralRecord = {
    _id: randomUUID(),
    gpId: gp.gpId,
    dedupeKey: `${gp.gpId}|${checked.patient.email}|${checked.issuedOn}`,
    patientEmail: checked.patient.email,
    patientFirstName: checked.patient.firstName,
    patientLastName: checked.patient.lastName,
    issuedOn: checked.issuedOn,
    validUntil: checked.validUntil,
    sessionsApproved: checked.sessionsApproved,
    reason: checked.reason,
    funding: checked.funding,
    urgency: checked.urgency,
    ...(checked.psychologistId && { psychologistId: checked.psychologistId }),
    ...(matchedId && { psychologistId: matchedId, matchedByHarbour: true }),
    referrerProviderNumber: gp.providerNumber,
    ...(gp.practiceName && { referrerPracticeName: gp.practiceName }),
    createdAt: now,
  };
  try {
    await GpReferralModel.create(record);
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict(DUPLICATE_REFERRAL);
    throw err;
  }

  let result: SentReferral;
  try {
    if (existing) {
      await attachMedicareReferral(record, existing._id, gp, now);
      await recordAudit(user, { patientId: existing._id, action: 'create', recordKind: 'medicare-referral', recordId: record._id, detail: 'referral sent by the GP' }, now);
      await sendReferralAdded(existing.email, checked.patient.firstName, gp, checked.sessionsApproved);
      result = { referralId: record._id, status: 'Sent', patientId: existing._id, medicareReferralId: record._id };
    } else {
      const partialAccountId = await invitePatient(checked, gp, now);
      await GpReferralModel.updateOne({ _id: record._id }, { $set: { partialAccountId } });
      result = { referralId: record._id, status: 'PatientInvited', partialAccountId };
    }
  } catch (err) {
    // No transactions: take the claim back so the GP can send it again.
    await GpReferralModel.deleteOne({ _id: record._id });
    throw err;
  }
  const told = psychologist ?? matched;
  if (told) {
    const patientName = `${checked.patient.firstName} ${checked.patient.lastName}`;
    await sendReferralToPsychologist(told, `New referral from ${gp.name}: ${patientName}`, [
      `${gp.name}${gp.practiceName ? ` (${gp.practiceName})` : ''} referred ${patientName} to you (${checked.urgency.toLowerCase()}; ${checked.sessionsApproved} sessions approved, ${checked.funding}).`,
      '',
      `Reason for referral: ${checked.reason}`,
    ]);
  }
  return result;
}

/** Called when a partial account becomes a client account: the GP referrals waiting for it are attached. */
export async function attachReferralsOnSignup(partialAccountId: string, userId: string, now = new Date()): Promise<void> {
  await moveLettersOnSignup(partialAccountId, userId);
  const waiting = (await GpReferralModel.find({ partialAccountId }).lean()).filter((r) => !r.patientId);
  for (const referral of waiting) {
    const gp = await gpOf(referral.gpId).catch(() => undefined);
    if (!gp) continue;
    // The location the GP wrote from, even if they have since removed it from their profile.
    const writtenFrom = referral.referrerProviderNumber ? { providerNumber: referral.referrerProviderNumber, practiceName: referral.referrerPracticeName } : {};
    await attachMedicareReferral(referral, userId, { ...gp, ...writtenFrom }, now);
    await recordAudit({ sub: userId, userType: 'client', isApproved: true }, { patientId: userId, action: 'create', recordKind: 'medicare-referral', recordId: referral._id, detail: `GP referral from ${gp.name} attached on sign-up` }, now);
  }
}
