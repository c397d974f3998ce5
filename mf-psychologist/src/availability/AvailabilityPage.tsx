import { useEffect, useState, type FormEvent } from 'react';
import { useAuth, useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPsychologistAvailabilityQuery, usePutPsychologistAvailabilityMutation } from '@harbour/sdk/availability';
import { useGetSessionDurationTypesQuery, useGetTimezonesQuery } from '@harbour/sdk/reference-data';
import { Button, Container, FormActions, Loading, LoadError } from '@harbour/ui';
import { AvailabilityPreviewList } from './AvailabilityPreviewList';
import { describeField, toForm, toRules, type AvailabilityForm } from './availabilityForm';
import { DateChangesEditor } from './DateChangesEditor';
import { Fieldset, Row, WeeklyHoursEditor } from './WeeklyHoursEditor';

const BUFFERS = [0, 5, 10, 15, 20, 30, 45, 60];

/** The field problems of a 422, in the page's words. */
function problemsOf(error: unknown, form: AvailabilityForm): string[] {
  const fields = (error as { data?: { fields?: Record<string, string> } })?.data?.fields;
  if (!fields) return [];
  return Object.entries(fields).map(([field, message]) => `${describeField(field, form)}: ${message}`);
}

/** /psychologists/account/availability: weekly hours, date changes, session rules, new clients, and a preview of the next two weeks. */
export function AvailabilityPage() {
  const auth = useAuth();
  const toasts = useToasts();
  const skip = auth.status !== 'authenticated';
  const saved = useGetPsychologistAvailabilityQuery(undefined, { skip });
  const zones = useGetTimezonesQuery(undefined, { skip });
  const durations = useGetSessionDurationTypesQuery(undefined, { skip });
  const [save, saving] = usePutPsychologistAvailabilityMutation();
  const [form, setForm] = useState<AvailabilityForm | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'saved' } | { kind: 'failed'; message: string; problems: string[] } | null>(null);

  // The form starts from the saved rules once; later refetches never overwrite what is being edited.
  useEffect(() => {
    if (saved.data && !form) setForm(toForm(saved.data));
  }, [saved.data, form]);

  if (saved.error) {
    return (
      <Container>
        <h1>Availability</h1>
        <LoadError what="your availability" message={errorMessageOf(saved.error)} onRetry={() => void saved.refetch()} />
      </Container>
    );
  }
  if (!form) return <Loading label="Loading your availability" />;

  const change = (update: Partial<AvailabilityForm>) => {
    setForm({ ...form, ...update });
    setOutcome(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ psychologistAvailabilityRules: toRules(form) }).unwrap();
      setOutcome({ kind: 'saved' });
      // The save invalidates the 'availability' tag, so the preview below reloads by itself.
      toasts.show({ type: 'success', message: 'Availability saved.' });
    } catch (error) {
      const problems = problemsOf(error, form);
      const message = problems.length > 0 ? 'Nothing was saved. Please check:' : `Nothing was saved. ${errorMessageOf(error)}`;
      setOutcome({ kind: 'failed', message, problems });
      toasts.show({ type: 'error', message: 'Your availability was not saved.' });
    }
  };

  const toggleDuration = (minutes: number, on: boolean) =>
    change({ durationsOffered: on ? [...form.durationsOffered, minutes].sort((a, b) => a - b) : form.durationsOffered.filter((m) => m !== minutes) });

  return (
    <Container>
      <h1>Availability</h1>
      <p>Set when clients can book you. Times are on your clock, in the time zone you choose here.</p>
      <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: '1.25rem', maxWidth: '40rem' }}>
        <Row>
          <label>
            Time zone
            <select value={form.timeZone} onChange={(event) => change({ timeZone: event.target.value })}>
              {(zones.data ?? [{ timezoneId: form.timeZone, name: form.timeZone, countryId: '' }]).map((zone) => (
                <option key={zone.timezoneId} value={zone.timezoneId}>
                  {zone.name}
                </option>
              ))}
            </select>
          </label>
        </Row>

        <section aria-labelledby="weekly-heading" style={{ display: 'grid', gap: '0.75rem' }}>
          <h2 id="weekly-heading">Weekly hours</h2>
          <WeeklyHoursEditor weekly={form.weekly} onChange={(weekly) => change({ weekly })} />
        </section>

        <section aria-labelledby="dates-heading" style={{ display: 'grid', gap: '0.75rem' }}>
          <h2 id="dates-heading">Time off</h2>
          <DateChangesEditor overrides={form.overrides} onChange={(overrides) => change({ overrides })} />
          {form.timeOff.length > 0 && <p>{form.timeOff.length} blocks of time off set elsewhere are kept.</p>}
        </section>

        <section aria-labelledby="sessions-heading" style={{ display: 'grid', gap: '0.75rem' }}>
          <h2 id="sessions-heading">Sessions</h2>
          <Fieldset>
            <legend>Session lengths you offer</legend>
            <Row>
              {(durations.data ?? [{ value: 50, title: null, sessionDurationTypeId: 0 }]).map((duration) => (
                <label key={duration.value} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', minHeight: 44 }}>
                  <input type="checkbox" checked={form.durationsOffered.includes(duration.value)} onChange={(event) => toggleDuration(duration.value, event.target.checked)} />
                  {duration.value} minutes
                </label>
              ))}
            </Row>
          </Fieldset>
          <Row>
            <label>
              Break between sessions
              <select value={form.bufferMinutes} onChange={(event) => change({ bufferMinutes: event.target.value })}>
                {BUFFERS.map((minutes) => (
                  <option key={minutes} value={String(minutes)}>
                    {minutes} minutes
                  </option>
                ))}
              </select>
            </label>
            <label>
              Minimum notice (hours)
              <input type="number" inputMode="numeric" min={0} max={336} value={form.minimumNoticeHours} onChange={(event) => change({ minimumNoticeHours: event.target.value })} />
            </label>
            <label>
              How far ahead clients can book (days)
              <input type="number" inputMode="numeric" min={1} max={365} value={form.horizonDays} onChange={(event) => change({ horizonDays: event.target.value })} />
            </label>
          </Row>
          <label style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', minHeight: 44, fontWeight: 600 }}>
            <input type="checkbox" checked={form.isAvailableForNewClients} onChange={(event) => change({ isAvailableForNewClients: event.target.checked })} />
            Taking new clients
          </label>
        </section>

        <div role="status" aria-live="polite">
          {outcome?.kind === 'saved' && <p>Your availability is saved.</p>}
        </div>
        <div role="alert">
          {outcome?.kind === 'failed' && (
            <div>
              <p style={{ fontWeight: 600 }}>{outcome.message}</p>
              {outcome.problems.length > 0 && (
                <ul>
                  {outcome.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
        <FormActions>
          <Button type="submit" disabled={saving.isLoading}>
            {saving.isLoading ? 'Saving…' : 'Save availability'}
          </Button>
        </FormActions>
      </form>

      <section aria-labelledby="preview-heading">
        <h2 id="preview-heading">Your next two weeks</h2>
        <AvailabilityPreviewList />
      </section>
    </Container>
  );
}
