import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { calendarDateIn } from '../../../lib/australian-date';
import { currentReferral } from './current-referral';
import { clientTimeZoneOf } from '../entitlements/load-entitlement-facts';
import { MedicareReferralModel, type MedicareReferralRecord } from './medicare-referral.model';
import type { MedicareReferral, MedicareReferralRequest } from './funding.types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const requireClient = (user: AuthenticatedUser) => {
  if (user.userType !== 'client') throw notFound('Not a client.');
};

const toReferral = (r: MedicareReferralRecord): MedicareReferral => ({
  medicareReferralId: r._id,
  referrerName: r.referrerName,
  ...(r.referrerProviderNumber && { referrerProviderNumber: r.referrerProviderNumber }),
  issuedOn: r.issuedOn,
  validUntil: r.validUntil,
});

export async function saveMedicareReferral(user: AuthenticatedUser, body: MedicareReferralRequest, now = new Date()): Promise<MedicareReferral> {
  requireClient(user);
  if (!body.referrerName?.trim() || body.referrerName.length > 120) throw invalidField('referrerName', "Enter the referring GP's name.");
  if (!DATE.test(body.issuedOn ?? '') || Number.isNaN(Date.parse(body.issuedOn))) throw invalidField('issuedOn', 'Must be a date, YYYY-MM-DD.');
  if (body.issuedOn > calendarDateIn(now)) throw invalidField('issuedOn', 'Cannot be in the future.');
  const issued = new Date(`${body.issuedOn}T00:00:00Z`);
  const validUntil = body.validUntil ?? new Date(Date.UTC(issued.getUTCFullYear() + 1, issued.getUTCMonth(), issued.getUTCDate() - 1)).toISOString().slice(0, 10);
  if (!DATE.test(validUntil) || validUntil < body.issuedOn) throw invalidField('validUntil', 'Must be a date on or after issuedOn.');
  if (body.referrerProviderNumber !== undefined && !/^[0-9]{6}[0-9A-Y][A-Y]$/i.test(body.referrerProviderNumber.replace(/\s/g, ''))) {
    throw invalidField('referrerProviderNumber', 'A Medicare provider number is 6 digits, a location character and a check letter.');
  }
  const record: MedicareReferralRecord = {
    _id: randomUUID(),
    patientId: user.sub,
    referrerName: body.referrerName.trim(),
    ...(body.referrerProviderNumber && { referrerProviderNumber: body.referrerProviderNumber.replace(/\s/g, '').toUpperCase() }),
    issuedOn: body.issuedOn,
    validUntil,
    createdAt: now,
  };
  await MedicareReferralModel.create(record);
  return toReferral(record);
}

export async function getCurrentMedicareReferral(user: AuthenticatedUser, now = new Date()): Promise<MedicareReferral> {
  requireClient(user);
  const referral = await currentReferral(user.sub, calendarDateIn(now, await clientTimeZoneOf(user.sub)));
  if (!referral) throw notFound('No current Medicare referral.');
  return toReferral(referral);
}
