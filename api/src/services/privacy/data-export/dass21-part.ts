import { dass21ResultsOf } from '../../dass21';
import { jsonEntry, type ExportPart } from './export-entries';

/** dass21.json: a client's DASS-21 results, oldest first (answers and scores). */
export const dass21Part: ExportPart = async (person) => {
  if (person.userType !== 'client') return jsonEntry('dass21.json', []);
  const results = await dass21ResultsOf(person._id);
  return jsonEntry('dass21.json', results.sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime()));
};
