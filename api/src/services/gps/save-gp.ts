import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { conflict, forbidden, notFound } from '../../http/problem';
import { gpProfileOf } from '../accounts';
import { checkGpDetails, toGeneralPractitioner } from './gp-details';
import { GpRecordModel, type GpRecord } from './gp-record.model';
import type { CreateGpRequest, GeneralPractitioner, UpdateGpRequest } from './gp-record.types';
import { isDuplicateKey } from '../../lib/duplicate-key';

export const DUPLICATE_GP = 'A GP with this provider number is already listed. Search for them by provider number instead.';

/**
 * POST /gps. The unique index on the provider number decides between two people adding the same
 * GP at once (gps.controller.test.ts adds one 10 times in parallel). A GP adding the record with
 * their own provider number is linked to it.
 */
export async function createGp(caller: AuthenticatedUser, body: CreateGpRequest, now = new Date()): Promise<GeneralPractitioner> {
  const details = checkGpDetails(body);
  const ownRecord = caller.userType === 'gp' && (await gpProfileOf(caller.sub))?.providerNumber === details.providerNumber;
  const record: GpRecord = {
    _id: randomUUID(),
    ...details,
    ...(ownRecord && { userId: caller.sub }),
    createdBy: caller.sub,
    createdByType: caller.userType,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await GpRecordModel.create(record);
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict(DUPLICATE_GP);
    throw error;
  }
  return toGeneralPractitioner(record);
}

/** PUT /gps/{id}: whoever added the record, the GP it describes, or an administrator. */
export async function updateGp(caller: AuthenticatedUser, gpId: string, body: UpdateGpRequest, now = new Date()): Promise<GeneralPractitioner> {
  const existing = await GpRecordModel.findById(gpId).lean();
  if (!existing) throw notFound('No such GP.');
  const mayEdit = caller.userType === 'administrator' || existing.createdBy === caller.sub || existing.userId === caller.sub;
  if (!mayEdit) throw forbidden('Only whoever added this GP, the GP themself or an administrator may change it.');
  const details = checkGpDetails(body);
  try {
    await GpRecordModel.replaceOne({ _id: gpId }, { ...existing, ...details, phone: details.phone, fax: details.fax, secureEmail: details.secureEmail, updatedAt: now });
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict(DUPLICATE_GP);
    throw error;
  }
  const saved = await GpRecordModel.findById(gpId).lean();
  return toGeneralPractitioner(saved!);
}

/** GET /practitioner/gps/{id}: one GP, for the practitioners who write to them. */
export async function getGp(gpId: string): Promise<GeneralPractitioner> {
  const record = await GpRecordModel.findById(gpId).lean();
  if (!record) throw notFound('No such GP.');
  return toGeneralPractitioner(record);
}
