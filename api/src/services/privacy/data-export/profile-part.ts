import { accountOverviewOf, gpProfileOf, patientProfileOf, psychologistProfileOf } from '../../accounts';
import type { AccountRecord } from '../../identity';
import { jsonEntry, type ExportPart } from './export-entries';

async function profileRecordOf(person: AccountRecord): Promise<object | null> {
  if (person.userType === 'client') return patientProfileOf(person._id);
  if (person.userType === 'psychologist') return psychologistProfileOf(person._id);
  if (person.userType === 'gp') return gpProfileOf(person._id);
  return null;
}

/** profile.json: the account (never its password hash) and the profile they filled in. */
export const profilePart: ExportPart = async (person, now) => {
  const [account, profile] = await Promise.all([accountOverviewOf(person, now), profileRecordOf(person)]);
  return jsonEntry('profile.json', { account, profile });
};
