import type { CancellationFee } from '@harbour/sdk/booking';
import { formatCents, formatInZone } from '@harbour/ui';

/** What the client reads before confirming a cancellation: the fee, or that it is free and until when. */
export function cancelMessage(fee: CancellationFee, zone: string): string {
  const owed = fee.feeCents - fee.rescheduleFeeCents;
  if (fee.isLateCancellation && fee.rescheduleFeeCents > 0) {
    return `This is a late cancellation (less than ${fee.lateCancellationHours} hours before the start). A cancellation fee of ${formatCents(fee.feeCents)} will be charged to your card.`;
  }
  if (owed > 0) {
    return `Cancelling adds no fee now, but the late fee of ${formatCents(owed)} for moving this session inside its ${fee.lateCancellationHours}-hour window is still charged to your card.`;
  }
  if (fee.isLateCancellation) return 'This is a late cancellation, but there is no cancellation fee.';
  return `Cancelling now is free (free until ${formatInZone(fee.freeCancellationUntil, zone)}).`;
}

/**
 * The reschedule policy in words, before the client chooses a new time: moving a session inside
 * its window counts as a late cancellation (the fee, charged with the session), unless the
 * psychologist moves it.
 */
export function rescheduleMessage(fee: CancellationFee, zone: string): string {
  if (fee.rescheduleFeeCents > 0) {
    return `This session starts within ${fee.lateCancellationHours} hours, so moving it now counts as a late cancellation: a late fee of ${formatCents(fee.rescheduleFeeCents)} is charged with the session. To move it without the fee, ask your psychologist to move it for you.`;
  }
  const owed = fee.feeCents - fee.rescheduleFeeCents;
  if (owed > 0) return `Moving it again adds no fee: the late fee of ${formatCents(owed)} from your earlier move is charged once, with the session.`;
  if (fee.lateCancellationFeeCents === 0) return 'Moving this session is free.';
  return `Moving this session is free until ${formatInZone(fee.freeCancellationUntil, zone)}. After that, moving it counts as a late cancellation: a late fee of ${formatCents(fee.lateCancellationFeeCents)}.`;
}
