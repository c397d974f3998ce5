import type { CancellationFee } from '@harbour/sdk/payments';
import { formatCents, formatInZone } from '@harbour/ui';

/** What the client reads before confirming a cancellation: the fee, or that it is free and until when. */
export function cancelMessage(fee: CancellationFee, zone: string): string {
  if (fee.feeCents > 0) {
    return `This is a late cancellation (less than ${fee.lateCancellationHours} hours before the start). A cancellation fee of ${formatCents(fee.feeCents)} will be charged to your card.`;
  }
  if (fee.isLateCancellation) return 'This is a late cancellation, but there is no cancellation fee.';
  return `Cancelling now is free (free until ${formatInZone(fee.freeCancellationUntil, zone)}).`;
}
