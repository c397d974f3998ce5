import { referralsOfClient } from '../../referrals';
import { jsonEntry, type ExportPart } from './export-entries';

/** referrals.json, only where a client has GP referrals. */
export const referralsPart: ExportPart = async (person) => {
  if (person.userType !== 'client') return {};
  const referrals = await referralsOfClient(person._id);
  return referrals.length ? jsonEntry('referrals.json', referrals) : {};
};
