import { useLayoutEffect, useState, type FormEvent } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import {
  useGetPsychologistAvailabilityQuery,
  usePutPsychologistAvailabilityMutation,
  type PsychologistAvailability,
} from '@harbour/sdk/availability';
import { useGetTimezonesQuery } from '@harbour/sdk/reference-data';
import { Button, FormAlert, Loading, LoadError } from '@harbour/ui';
import { notSavedText } from './problem-text';
import { SettingsSection } from './SettingsSection';

interface RulesForm {
  timeZone: string;
  isAvailableForNewClients: boolean;
  lateCancellationHours: string;
  /** Dollars as typed; empty = the session's own out-of-pocket amount. */
  lateCancellationFee: string;
}

const toForm = (a: PsychologistAvailability): RulesForm => ({
  timeZone: a.timeZone,
  isAvailableForNewClients: a.isAvailableForNewClients,
  lateCancellationHours: String(a.lateCancellationHours ?? 24),
  lateCancellationFee: a.lateCancellationFeeCents === undefined || a.lateCancellationFeeCents === null ? '' : (a.lateCancellationFeeCents / 100).toFixed(2),
});

/** What the form says is wrong before anything is sent (the API checks the same again). */
export function rulesFormProblem(form: RulesForm): string | undefined {
  const hours = Number(form.lateCancellationHours);
  if (form.lateCancellationHours.trim() === '' || !Number.isInteger(hours) || hours < 0 || hours > 168) return 'Late-cancellation window: enter whole hours from 0 to 168.';
  if (form.lateCancellationFee.trim() !== '') {
    const dollars = Number(form.lateCancellationFee);
    if (Number.isNaN(dollars) || dollars < 0 || dollars > 500 || Math.round(dollars * 100) !== Number((dollars * 100).toFixed(2))) return 'Late-cancellation fee: enter an amount from $0 to $500, e.g. 45 or 45.50.';
  }
  return undefined;
}

/**
 * Time zone, new clients, and the late-cancellation window and fee: part of the availability rules,
 * so the save sends the saved rules back with these four changed (the weekly hours stay as they are).
 */
export function PracticeRulesSettings() {
  const saved = useGetPsychologistAvailabilityQuery();
  const zones = useGetTimezonesQuery();
  const [save, saving] = usePutPsychologistAvailabilityMutation();
  const [form, setForm] = useState<RulesForm | null>(null);
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState<string>();

  // Before paint: a painted frame of the loading block, then the form, would move the parts below.
  useLayoutEffect(() => {
    if (saved.data && !form) setForm(toForm(saved.data));
  }, [saved.data, form]);

  if (saved.error)
    return (
      <SettingsSection id="practice-settings" title="Sessions and new clients">
        <LoadError what="your session settings" message={errorMessageOf(saved.error)} onRetry={() => void saved.refetch()} />
      </SettingsSection>
    );
  if (!form || !saved.data)
    return (
      <SettingsSection id="practice-settings" title="Sessions and new clients">
        <Loading label="Loading your session settings" />
      </SettingsSection>
    );

  const change = (update: Partial<RulesForm>) => setForm({ ...form, ...update });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(undefined);
    const wrong = rulesFormProblem(form);
    setProblem(wrong && `Nothing was saved. ${wrong}`);
    if (wrong) return;
    const { psychologistId: _id, isSet: _set, updatedAt: _updated, lateCancellationFeeCents: _fee, ...rules } = saved.data;
    try {
      await save({
        psychologistAvailabilityRules: {
          ...rules,
          timeZone: form.timeZone,
          isAvailableForNewClients: form.isAvailableForNewClients,
          lateCancellationHours: Number(form.lateCancellationHours),
          // Empty: back to the default fee (the session's out-of-pocket amount).
          lateCancellationFeeCents: form.lateCancellationFee.trim() === '' ? null : Math.round(Number(form.lateCancellationFee) * 100),
        },
      }).unwrap();
      setStatus('Session settings saved.');
    } catch (error) {
      setProblem(notSavedText(error));
    }
  };

  return (
    <SettingsSection id="practice-settings" title="Sessions and new clients">
      <form onSubmit={onSubmit} noValidate aria-label="Sessions and new clients" style={{ display: 'grid', gap: '0.75rem' }}>
        <label>
          Time zone (your hours and times are shown in it)
          <select value={form.timeZone} onChange={(e) => change({ timeZone: e.target.value })} style={{ display: 'block', maxWidth: '100%' }}>
            {(zones.data ?? [{ timezoneId: form.timeZone, name: form.timeZone, countryId: '' }]).map((zone) => (
              <option key={zone.timezoneId} value={zone.timezoneId}>
                {zone.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={form.isAvailableForNewClients} onChange={(e) => change({ isAvailableForNewClients: e.target.checked })} /> I am accepting new clients
        </label>
        <label>
          Late-cancellation window (hours before a session)
          <input inputMode="numeric" value={form.lateCancellationHours} onChange={(e) => change({ lateCancellationHours: e.target.value })} style={{ display: 'block' }} />
        </label>
        <label>
          Late-cancellation fee in AUD (empty: the client&apos;s out-of-pocket amount for the session)
          <input inputMode="decimal" value={form.lateCancellationFee} onChange={(e) => change({ lateCancellationFee: e.target.value })} style={{ display: 'block' }} />
        </label>
        <FormAlert message={problem} />
        <div>
          <Button type="submit" loading={saving.isLoading}>
            Save session settings
          </Button>
        </div>
        <p role="status">{status}</p>
      </form>
    </SettingsSection>
  );
}
