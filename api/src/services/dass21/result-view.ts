import type { Dass21Result } from './dass21.types';
import { flagWords } from './flag-words';
import type { Dass21ResultRecord } from './records/dass21-result.model';

/** A stored result as the API answers it. */
export function toDass21Result(record: Dass21ResultRecord): Dass21Result {
  return {
    id: record._id,
    patientId: record.patientId,
    ...(record.sessionId && { sessionId: record.sessionId }),
    takenAt: record.takenAt,
    answers: record.answers,
    scores: { depression: record.scores.depression, anxiety: record.scores.anxiety, stress: record.scores.stress },
    bands: { depression: record.bands.depression, anxiety: record.bands.anxiety, stress: record.bands.stress },
    flagged: record.flagged,
    flagReasons: record.flagReasons,
    flagDescriptions: flagWords(record),
  };
}

/** Newest first. One patient's results are a small set, read by pushed-down equality and sorted here. */
export const newestFirst = (a: { takenAt: Date; _id: string }, b: { takenAt: Date; _id: string }) =>
  b.takenAt.getTime() - a.takenAt.getTime() || b._id.localeCompare(a._id);
