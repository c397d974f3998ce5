import { normaliseProviderNumber, providerNumberProblem } from '@harbour/identifiers';
import { invalidField } from '../../http/validation';
import { normaliseWords } from '../directory';
import { toGeneralPractitioner } from './gp-details';
import { GpRecordModel } from './gp-record.model';
import type { GpSearchResults } from './gp-record.types';

export const MAX_GP_RESULTS = 20;

/**
 * GET /gps/search?q=: GPs whose name, practice or suburb words start with every query word. The
 * longest word is matched on `searchPrefixes` by equality (pushed down to PostgreSQL); the others
 * narrow that set here.
 */
export async function searchGps(q: string | undefined): Promise<GpSearchResults> {
  const words = [...new Set(normaliseWords(q ?? '').filter((word) => word.length >= 2))].map((word) => word.slice(0, 30));
  if (!words.length) throw invalidField('q', 'Type at least 2 letters of the GP’s name, practice or suburb.');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const found = await GpRecordModel.find({ searchPrefixes: longest }).lean();
  const gps = found
    .filter((record) => words.every((word) => record.searchPrefixes.includes(word)))
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))
    .slice(0, MAX_GP_RESULTS)
    .map(toGeneralPractitioner);
  return { gps };
}

/** GET /gps/search-extended?providerNumber=: the one GP with that provider number, if listed. */
export async function searchGpsByProviderNumber(providerNumber: string | undefined): Promise<GpSearchResults> {
  const problem = providerNumberProblem(providerNumber ?? '', { required: true });
  if (problem) throw invalidField('providerNumber', problem);
  const record = await GpRecordModel.findOne({ providerNumber: normaliseProviderNumber(providerNumber!) }).lean();
  return { gps: record ? [toGeneralPractitioner(record)] : [] };
}
