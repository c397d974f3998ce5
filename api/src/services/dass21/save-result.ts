import { randomUUID } from 'node:crypto';
import { invalidField } from '../../http/validation';
import type { Dass21SavedResult } from './dass21.types';
import { notifyFlaggedResult } from './flag-notice';
import { Dass21ResultModel, type Dass21ResultRecord } from './records/dass21-result.model';
import { toDass21Result } from './result-view';
import { answersProblem, scoreDass21 } from './scoring';

/** Checks the answers; a bad one is a 422 naming it (`answers` or `answers.<index>`), before anything is written. */
export function validAnswers(answers: unknown): number[] {
  const problem = answersProblem(answers);
  if (problem) throw invalidField(...problem);
  return answers as number[];
}

/**
 * Scores and stores one check-in, then tells the client's psychologists when it is flagged.
 * `_id` is given for a session's check-in (one per session, decided by the insert).
 */
export async function saveDass21Result(
  patientId: string,
  answers: unknown,
  { _id = randomUUID(), sessionId, now = new Date() }: { _id?: string; sessionId?: string; now?: Date } = {},
): Promise<Dass21SavedResult> {
  const valid = validAnswers(answers);
  const record: Dass21ResultRecord = { _id, patientId, ...(sessionId && { sessionId }), answers: valid, ...scoreDass21(valid), takenAt: now };
  await Dass21ResultModel.create(record);
  const psychologistsNotified = await notifyFlaggedResult(record);
  return { ...toDass21Result(record), psychologistsNotified };
}
