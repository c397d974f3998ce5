import { sharedCaseNotePartsOf } from '../../practice';
import { jsonEntry, type ExportPart } from './export-entries';

/**
 * case-notes.json, for a client only: the parts of case notes their psychologists shared with
 * them, which they can already read. The notes themselves stay out (docs/admin.md says why).
 */
export const caseNotesPart: ExportPart = async (person) => {
  if (person.userType !== 'client') return {};
  const shared = await sharedCaseNotePartsOf(person._id);
  return shared.length ? jsonEntry('case-notes.json', shared) : {};
};
