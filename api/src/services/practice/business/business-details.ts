import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { invalidField } from '../../../http/validation';
import { psychologistProfileOf } from '../../accounts';
import type { PracticeBusinessDetails, UpdatePracticeBusinessDetailsRequest } from '../invoices/invoices.types';
import { isValidAbn, normaliseAbn } from './abn';
import { PracticeDetailsModel } from './practice-details.model';

export async function getBusinessDetails(user: AuthenticatedUser): Promise<PracticeBusinessDetails> {
  const [details, profile] = await Promise.all([PracticeDetailsModel.findById(user.sub).lean(), psychologistProfileOf(user.sub, ['providerNumber'])]);
  return {
    ...(details?.abn && { abn: details.abn }),
    ...(details?.businessName && { businessName: details.businessName }),
    ...(profile?.providerNumber && { providerNumber: profile.providerNumber }),
  };
}

/** Sets the ABN (checksum checked: 422 naming `abn`, nothing written) and business name printed on new invoices. */
export async function updateBusinessDetails(user: AuthenticatedUser, body: UpdatePracticeBusinessDetailsRequest, now = new Date()): Promise<PracticeBusinessDetails> {
  const abn = body.abn?.trim() ? normaliseAbn(body.abn) : undefined;
  if (body.abn?.trim() && (!abn || !isValidAbn(abn))) throw invalidField('abn', 'This is not a valid ABN: check the 11 digits.');
  const businessName = body.businessName?.trim();
  if (businessName && businessName.length > 120) throw invalidField('businessName', 'Must be at most 120 characters.');
  // One writer per psychologist (their own record): a whole-record replace is safe without transactions.
  await PracticeDetailsModel.replaceOne({ _id: user.sub }, { _id: user.sub, updatedAt: now, ...(abn && { abn }), ...(businessName && { businessName }) }, { upsert: true });
  return getBusinessDetails(user);
}
