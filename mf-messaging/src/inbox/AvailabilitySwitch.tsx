import { useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useUpdateMessagingAvailabilityMutation } from '@harbour/sdk/messaging';

/** A psychologist switches their messaging on or off (spec §4). */
export function AvailabilitySwitch({ enabled }: { enabled: boolean }) {
  const [update, { isLoading }] = useUpdateMessagingAvailabilityMutation();
  const toasts = useToasts();
  const toggle = async () => {
    try {
      await update({ messagingAvailabilityRequest: { messagingEnabled: !enabled } }).unwrap();
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessageOf(error) });
    }
  };
  return (
    <p>
      <label>
        <input type="checkbox" checked={enabled} disabled={isLoading} onChange={toggle} /> Clients can message me
      </label>
      {!enabled && <span> — messaging is switched off: clients cannot send you messages.</span>}
    </p>
  );
}
