import type { Dass21Progress, Dass21ResultList } from './dass21.types';
import { Dass21ResultModel } from './records/dass21-result.model';
import { newestFirst, toDass21Result } from './result-view';
import { DASS21_SUBSCALES } from './scoring';

async function resultsOf(patientId: string) {
  return (await Dass21ResultModel.find({ patientId }).lean()).sort(newestFirst);
}

/** GET /dass21/scores: the signed-in client's own check-ins, newest first. */
export async function clientResults(patientId: string): Promise<Dass21ResultList> {
  return { results: (await resultsOf(patientId)).map(toDass21Result) };
}

/** GET /dass21/progress: each subscale's score and band over time, oldest first (a chart's x axis). */
export async function clientProgress(patientId: string): Promise<Dass21Progress> {
  const oldestFirst = (await resultsOf(patientId)).reverse();
  return {
    checkinCount: oldestFirst.length,
    series: DASS21_SUBSCALES.map((subscale) => ({
      subscale,
      points: oldestFirst.map((r) => ({ resultId: r._id, takenAt: r.takenAt, score: r.scores[subscale], band: r.bands[subscale] })),
    })),
  };
}
