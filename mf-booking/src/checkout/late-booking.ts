import { formatCents } from '@harbour/ui';

export interface CancellationTerms {
  lateCancellationHours: number;
  lateCancellationFeeCents: number;
  /** ISO instant (the API's Date). */
  freeCancellationUntil: string | Date;
}

/** A deadline already past is never offered as a promise: true once free cancellation has ended. */
export const freeCancellationHasPassed = (terms: Pick<CancellationTerms, 'freeCancellationUntil'>, now: number) => new Date(terms.freeCancellationUntil).getTime() <= now;

/**
 * What applies instead when the session is booked inside the late-cancellation window (e.g. 20
 * hours ahead of a 48-hour window): no "free until" date, only the fee that any cancellation or
 * reschedule from now on costs.
 */
export function lateBookingSentence(terms: CancellationTerms): string {
  const window = `This session starts less than ${terms.lateCancellationHours} hours from now, inside your psychologist’s late-cancellation window`;
  return terms.lateCancellationFeeCents > 0
    ? `${window}: there is no free cancellation. If you cancel or reschedule, their late-cancellation fee of ${formatCents(terms.lateCancellationFeeCents)} is charged to your card.`
    : `${window}, but they charge no late-cancellation fee for this session: you can still cancel or reschedule free of charge.`;
}
