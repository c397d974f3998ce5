import { randomUUID } from 'node:crypto';
import { invalidField } from '../../../http/validation';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import type { Referrer } from '../../reference-data';
import { findReferrerByIdentifier } from '../../reference-data';
import { assertOwnPatient } from '../../accounts';
import { ClientReferrerModel, type ClientReferrerRecord } from './client-referrer.model';
import type { ClientReferrer, PatientReferrer } from './client-referrer.types';

const toClientReferrer = (record: ClientReferrerRecord): ClientReferrer => ({
  clientReferrerId: record._id,
  patientId: record.patientId,
  referrerId: record.referrerId,
  referrerName: record.referrerName,
  createdAt: record.createdAt,
  expiresAt: record.expiresAt,
});

/** A known referrer by GUID or partner code, else 422 on the field. */
export async function requireReferrer(identifier: string, field = 'referrerId'): Promise<Referrer> {
  const referrer = identifier.trim() ? await findReferrerByIdentifier(identifier.trim()) : undefined;
  if (!referrer) throw invalidField(field, `Unknown referrer '${identifier}'.`);
  return referrer;
}

/** Records the link (no ownership check: for sign-up and services that already checked). */
export async function recordClientReferrer(patientId: string, referrer: Referrer, now = new Date()): Promise<ClientReferrer> {
  const record = await ClientReferrerModel.create({
    _id: randomUUID(),
    patientId,
    referrerId: referrer.id,
    referrerName: referrer.name,
    createdAt: now,
    expiresAt: new Date(now.getTime() + referrer.storageTtl),
  });
  return toClientReferrer(record.toObject());
}

export async function listClientReferrers(user: AuthenticatedUser, patientId: string): Promise<ClientReferrer[]> {
  assertOwnPatient(user, patientId);
  const records = await ClientReferrerModel.find({ patientId }).sort({ createdAt: -1, _id: -1 }).lean();
  return records.map(toClientReferrer);
}

export async function addClientReferrer(user: AuthenticatedUser, patientId: string, referrerId: string): Promise<ClientReferrer> {
  assertOwnPatient(user, patientId);
  return recordClientReferrer(patientId, await requireReferrer(referrerId));
}

/** The newest unexpired link's partner details, or undefined when there is none. */
export async function getPatientReferrer(user: AuthenticatedUser, patientId: string, now = new Date()): Promise<PatientReferrer | undefined> {
  assertOwnPatient(user, patientId);
  const current = await ClientReferrerModel.findOne({ patientId, expiresAt: { $gt: now } })
    .sort({ createdAt: -1, _id: -1 })
    .lean();
  if (!current) return undefined;
  const referrer = await findReferrerByIdentifier(current.referrerId);
  if (!referrer) return undefined;
  return {
    id: referrer.id,
    name: referrer.name,
    displayName: referrer.displayName,
    ...(referrer.theme && { theme: referrer.theme }),
    signupFields: referrer.signupFields,
    expiresAt: current.expiresAt,
  };
}
