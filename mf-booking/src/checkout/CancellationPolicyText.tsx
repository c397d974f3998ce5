import type { ReservationCancellationPolicy } from '@harbour/sdk/payments';
import { formatCents, formatInZone } from '@harbour/ui';

/** The psychologist's late-cancellation window and fee, in words, before the client confirms (issue 10 item 7). */
export function CancellationPolicyText({ policy, timeZone }: { policy: ReservationCancellationPolicy; timeZone: string }) {
  const until = formatInZone(String(policy.freeCancellationUntil), timeZone);
  return (
    <p data-testid="cancellation-policy">
      You can cancel or reschedule free of charge until {until} ({policy.lateCancellationHours} hours before the session).{' '}
      {policy.lateCancellationFeeCents > 0
        ? `After that, your psychologist’s late-cancellation fee of ${formatCents(policy.lateCancellationFeeCents)} is charged to your card.`
        : 'Your psychologist charges no late-cancellation fee for this session.'}
    </p>
  );
}
