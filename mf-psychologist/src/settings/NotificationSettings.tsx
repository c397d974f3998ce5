import { useLayoutEffect, useState, type FormEvent } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import {
  useGetPsychologistPreferencesQuery,
  useUpdatePsychologistPreferencesMutation,
  type PsychologistNotificationPreferences,
} from '@harbour/sdk/directory';
import { Button, FormAlert, Loading, LoadError } from '@harbour/ui';
import { notSavedText } from './problem-text';
import { SettingsSection } from './SettingsSection';

const CHOICES: { key: keyof PsychologistNotificationPreferences; label: string }[] = [
  { key: 'bookingChanges', label: 'When a client books, reschedules or cancels' },
  { key: 'messageNotifications', label: 'When a client messages me while I am away' },
  { key: 'newReferrals', label: 'When a GP sends a referral, care plan or letter' },
];

/** Which emails the psychologist wants; the notices inside Harbour always show. */
export function NotificationSettings() {
  const saved = useGetPsychologistPreferencesQuery();
  const [save, saving] = useUpdatePsychologistPreferencesMutation();
  const [prefs, setPrefs] = useState<PsychologistNotificationPreferences | null>(null);
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState<string>();

  // Before paint: a painted frame of the loading block, then the form, would move the parts below.
  useLayoutEffect(() => {
    if (saved.data && !prefs) setPrefs(saved.data.notificationPreferences);
  }, [saved.data, prefs]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!prefs) return;
    setProblem(undefined);
    setStatus(undefined);
    try {
      await save({ updatePsychologistPreferencesRequest: { notificationPreferences: prefs } }).unwrap();
      setStatus('Email choices saved.');
    } catch (error) {
      setProblem(notSavedText(error));
    }
  };

  return (
    <SettingsSection id="notification-settings" title="Email notifications">
      {saved.error ? (
        <LoadError what="your email choices" message={errorMessageOf(saved.error)} onRetry={() => void saved.refetch()} />
      ) : !prefs ? (
        <Loading label="Loading your email choices" />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Email notifications" style={{ display: 'grid', gap: '0.5rem' }}>
          <fieldset>
            <legend>Email me</legend>
            {CHOICES.map((c) => (
              <label key={c.key} style={{ display: 'block' }}>
                <input type="checkbox" checked={prefs[c.key]} onChange={(e) => setPrefs({ ...prefs, [c.key]: e.target.checked })} /> {c.label}
              </label>
            ))}
          </fieldset>
          <FormAlert message={problem} />
          <div>
            <Button type="submit" loading={saving.isLoading}>
              Save email choices
            </Button>
          </div>
          <p role="status">{status}</p>
        </form>
      )}
    </SettingsSection>
  );
}
