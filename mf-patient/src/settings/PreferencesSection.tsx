import { useLayoutEffect, useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useGetPatientPreferencesQuery, useUpdatePatientPreferencesMutation, type NotificationPreferences } from '@harbour/sdk/accounts';
import { useGetTimezonesQuery } from '@harbour/sdk/reference-data';
import { browserTimeZone, Button, Form, FormActions, FormAlert, LoadError, Loading } from '@harbour/ui';
import { SelectField } from '../layout/SelectField';
import { rememberClientZone } from '../layout/useClientZone';
import { Card, Notice } from '../layout/ui';

const CHOICES: { key: keyof NotificationPreferences; label: string }[] = [
  { key: 'sessionReminders', label: 'Email me a reminder before each session' },
  { key: 'messageNotifications', label: 'Email me when my psychologist sends a message' },
  { key: 'newsAndUpdates', label: 'Email me news and articles from Harbour' },
];

/** Time zone and which emails the client wants (GET/PUT /users/profile/patient/preferences). */
export function PreferencesSection({ onSaved }: { onSaved: () => void }) {
  const preferences = useGetPatientPreferencesQuery();
  const timezones = useGetTimezonesQuery();
  const [save, saving] = useUpdatePatientPreferencesMutation();
  const [zone, setZone] = useState<string>();
  const [prefs, setPrefs] = useState<NotificationPreferences>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [saved, setSaved] = useState(false);

  // Before paint: a painted frame of the loading block, then the form, would move the parts below.
  useLayoutEffect(() => {
    if (preferences.data && !prefs) {
      setPrefs(preferences.data.notificationPreferences);
      const known = timezones.data?.some((t) => t.timezoneId === browserTimeZone());
      setZone(preferences.data.timezoneId ?? (known ? browserTimeZone() : 'Australia/Sydney'));
    }
  }, [preferences.data, prefs, timezones.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    setSaved(false);
    try {
      await save({ updatePatientPreferencesRequest: { timezoneId: zone, notificationPreferences: prefs } }).unwrap();
      rememberClientZone(zone);
      setSaved(true);
      onSaved();
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setAlert(errorMessageOf(err));
    }
  };

  return (
    <Card aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">Time zone and emails</h2>
      {preferences.error ? (
        <LoadError what="your settings" message={errorMessageOf(preferences.error)} onRetry={() => void preferences.refetch()} />
      ) : !prefs || !zone ? (
        <Loading label="Loading your settings" />
      ) : (
        <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Time zone and emails">
          {saved && <Notice role="status">Your settings are saved.</Notice>}
          <FormAlert message={alert} />
          <SelectField label="Show my times in" name="timezoneId" value={zone} onChange={(v) => (setSaved(false), setZone(v))} options={(timezones.data ?? []).map((t) => ({ value: t.timezoneId, label: t.name }))} error={errors.timezoneId} />
          <fieldset>
            <legend>Emails</legend>
            {CHOICES.map((choice) => (
              <label className="check" key={choice.key}>
                <input type="checkbox" checked={prefs[choice.key]} onChange={(e) => (setSaved(false), setPrefs({ ...prefs, [choice.key]: e.target.checked }))} />
                {choice.label}
              </label>
            ))}
          </fieldset>
          <FormActions>
            <Button type="submit" loading={saving.isLoading}>
              Save settings
            </Button>
          </FormActions>
        </Form>
      )}
    </Card>
  );
}
