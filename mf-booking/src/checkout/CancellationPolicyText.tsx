import type { ReservationCancellationPolicy } from '@harbour/sdk/booking';
import { formatCents, formatInZone } from '@harbour/ui';

/**
 * The late-cancellation window, fee and reschedule rule in words, before the client confirms:
 * the terms are frozen on the booking, and moving a session late counts as a late cancellation.
 */
export function CancellationPolicyText({ policy, timeZone }: { policy: ReservationCancellationPolicy; timeZone: string }) {
  const until = formatInZone(String(policy.freeCancellationUntil), timeZone);
  return (
    <p data-testid="cancellation-policy">
      You can cancel or reschedule free of charge until {until} ({policy.lateCancellationHours} hours before the session).{' '}
      {policy.lateCancellationFeeCents > 0
        ? `After that, your psychologist’s late-cancellation fee of ${formatCents(policy.lateCancellationFeeCents)} is charged to your card. Moving the session yourself after then counts as a late cancellation too (your psychologist can move it for you without the fee); a session is charged one late fee at most.`
        : 'Your psychologist charges no late-cancellation fee for this session.'}{' '}
      These terms stay with your booking, even if your psychologist changes them later.
    </p>
  );
}
