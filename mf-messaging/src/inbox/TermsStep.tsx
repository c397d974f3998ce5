import { useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useAcceptMessagingTermsMutation } from '@harbour/sdk/messaging';
import { Button } from '@harbour/ui';

/** Spec §6: the accept-terms step, once, before a client's first message. */
export function TermsStep({ onAccepted }: { onAccepted(): void }) {
  const [accept, { isLoading }] = useAcceptMessagingTermsMutation();
  const toasts = useToasts();
  const agree = async () => {
    try {
      await accept().unwrap();
      onAccepted();
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessageOf(error) });
    }
  };
  return (
    <section aria-labelledby="terms-heading">
      <h3 id="terms-heading">Before you message your psychologist</h3>
      <ul>
        <li>Your psychologist reads and answers messages in their working hours, usually within 2 business days.</li>
        <li>Messaging is not for emergencies. If you or someone else is in danger, call 000.</li>
        <li>For crisis support at any time, call Lifeline on 13 11 14.</li>
        <li>Messages are part of your clinical record.</li>
      </ul>
      <Button onClick={agree} loading={isLoading}>
        I understand — continue
      </Button>
    </section>
  );
}
