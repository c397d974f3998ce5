import { useLayoutEffect, useState } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import { useGetMessagingStatusesQuery, useSetMessagingAvailabilityMutation } from '@harbour/sdk/messaging';
import { FormAlert, Loading, LoadError } from '@harbour/ui';
import { notSavedText } from './problem-text';
import { SettingsSection } from './SettingsSection';

/** Messaging on or off (saved at once), and the terms every client accepts before their first message. */
export function MessagingSettings() {
  const statuses = useGetMessagingStatusesQuery();
  const [setAvailability, setting] = useSetMessagingAvailabilityMutation();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState<string>();

  // Before paint: a painted frame of the loading block, then the form, would move the parts below.
  useLayoutEffect(() => {
    if (statuses.data && enabled === null) setEnabled(statuses.data.messagingEnabled);
  }, [statuses.data, enabled]);

  const toggle = async (on: boolean) => {
    setProblem(undefined);
    setStatus(undefined);
    setEnabled(on);
    try {
      await setAvailability({ messagingAvailabilityRequest: { messagingEnabled: on } }).unwrap();
      setStatus(on ? 'Messaging is on: your clients can message you.' : 'Messaging is off: clients cannot start new messages.');
    } catch (error) {
      setEnabled(!on);
      setProblem(notSavedText(error));
    }
  };

  return (
    <SettingsSection id="messaging-settings" title="Messaging">
      {statuses.error ? (
        <LoadError what="your messaging setting" message={errorMessageOf(statuses.error)} onRetry={() => void statuses.refetch()} />
      ) : enabled === null ? (
        <Loading label="Loading your messaging setting" />
      ) : (
        <>
          <label>
            <input type="checkbox" checked={enabled} disabled={setting.isLoading} onChange={(e) => void toggle(e.target.checked)} /> Clients can message me
          </label>
          <FormAlert message={problem} />
          <p role="status">{status}</p>
          <p>Before their first message, each client accepts these terms:</p>
          <ul>
            <li>You read and answer messages in your working hours, usually within 2 business days.</li>
            <li>Messaging is not for emergencies: in danger, call 000; Lifeline (13 11 14) answers at any time.</li>
            <li>Messages are part of the client&apos;s clinical record.</li>
          </ul>
        </>
      )}
    </SettingsSection>
  );
}
