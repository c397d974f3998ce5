import { useEffect, useState, type FormEvent } from 'react';
import { useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import {
  useGetDirectoryListingQuery,
  useGetLanguagesQuery,
  useGetSpecialisationsQuery,
  useGetTreatmentModalitiesQuery,
  useSaveDirectoryListingMutation,
  type SaveDirectoryListingRequest,
} from '@harbour/sdk/users';
import { Button, Container, FormAlert, Loading, LoadError } from '@harbour/ui';
import { ProfilePhoto } from './ProfilePhoto';

type FundingOption = SaveDirectoryListingRequest['fundingAccepted'][number];
const FUNDING: FundingOption[] = ['Medicare', 'BulkBilled', 'NDIS', 'DVA', 'WorkersComp', 'Partnership'];
const DURATIONS = [20, 50, 80];

/** Ids in a checkbox list: toggles one. */
const toggle = (ids: number[], id: number, on: boolean) => (on ? [...ids, id] : ids.filter((x) => x !== id));

function Checkboxes({ legend, options, value, onChange }: { legend: string; options: { id: number; name: string }[]; value: number[]; onChange: (ids: number[]) => void }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: '0.25rem', maxHeight: '14rem', overflowY: 'auto' }}>
        {options.map((o) => (
          <label key={o.id}>
            <input type="checkbox" checked={value.includes(o.id)} onChange={(e) => onChange(toggle(value, o.id, e.target.checked))} /> {o.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * /psychologists/account/profile: the directory profile (bio, specialisations, modalities,
 * languages, fees, funding), saved through the directory listing endpoint, which refreshes the
 * directory's in-memory listing. A psychologist without a listing yet is asked to create one on the
 * directory sign-up step; this page edits an existing one.
 */
export function ProfilePage() {
  const listing = useGetDirectoryListingQuery();
  const specialisations = useGetSpecialisationsQuery();
  const modalities = useGetTreatmentModalitiesQuery();
  const languages = useGetLanguagesQuery();
  const [save, saving] = useSaveDirectoryListingMutation();
  const toasts = useToasts();
  const [form, setForm] = useState<SaveDirectoryListingRequest | null>(null);
  const [problem, setProblem] = useState<string | undefined>();

  useEffect(() => {
    if (listing.data && !form) {
      const { psychologistId: _id, slug: _slug, isApproved: _approved, ...input } = listing.data;
      setForm(input);
    }
  }, [listing.data, form]);

  const missing = (listing.error as { status?: number } | undefined)?.status === 404;
  if (missing) {
    return (
      <Container>
        <h1>Your profile</h1>
        <ProfilePhoto />
        <h2>Directory details</h2>
        <p>You have no directory listing yet. It is created with your first directory details; ask Harbour support to set it up.</p>
      </Container>
    );
  }
  if (listing.error) {
    return (
      <Container>
        <h1>Your profile</h1>
        <LoadError what="your profile" message={errorMessageOf(listing.error)} onRetry={() => void listing.refetch()} />
      </Container>
    );
  }
  if (!form) return <Loading label="Loading your profile" />;
  const change = (update: Partial<SaveDirectoryListingRequest>) => setForm({ ...form, ...update });
  const feeOf = (minutes: number) => form.fees.find((f) => f.durationMinutes === minutes);
  const setFee = (minutes: number, text: string) => {
    const others = form.fees.filter((f) => f.durationMinutes !== minutes);
    const dollars = Number(text);
    change({ fees: text.trim() === '' || Number.isNaN(dollars) ? others : [...others, { durationMinutes: minutes, feeCents: Math.round(dollars * 100) }].sort((a, b) => a.durationMinutes - b.durationMinutes) });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      await save({ saveDirectoryListingRequest: form }).unwrap();
      toasts.show({ type: 'success', message: 'Profile saved. The directory shows it now.' });
    } catch (error) {
      const fields = (error as { data?: { fields?: Record<string, string> } })?.data?.fields;
      setProblem(fields ? `Nothing was saved. ${Object.entries(fields).map(([f, m]) => `${f}: ${m}`).join(' ')}` : `Nothing was saved. ${errorMessageOf(error)}`);
    }
  };

  return (
    <Container>
      <h1>Your profile</h1>
      <p>What clients see in the directory.</p>
      <ProfilePhoto />
      <h2>Directory details</h2>
      <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: '1.25rem', maxWidth: '44rem' }}>
        <label>
          About you
          <textarea value={form.bio} onChange={(e) => change({ bio: e.target.value })} maxLength={4000} rows={8} />
        </label>
        <Checkboxes legend="Specialisations" options={(specialisations.data ?? []).map((s) => ({ id: s.specialisationId, name: s.name }))} value={form.specialisationIds} onChange={(ids) => change({ specialisationIds: ids })} />
        <Checkboxes legend="Treatment approaches" options={(modalities.data ?? []).map((m) => ({ id: m.treatmentModalityId, name: m.name }))} value={form.treatmentModalityIds} onChange={(ids) => change({ treatmentModalityIds: ids })} />
        <Checkboxes legend="Languages" options={(languages.data ?? []).map((l) => ({ id: l.languageId, name: l.name }))} value={form.languageIds} onChange={(ids) => change({ languageIds: ids })} />
        <fieldset>
          <legend>Fees (AUD; leave empty for a length you do not offer)</legend>
          {DURATIONS.map((m) => (
            <label key={m} style={{ display: 'block' }}>
              {m} minutes{' '}
              <input inputMode="decimal" defaultValue={feeOf(m) ? String(feeOf(m)!.feeCents / 100) : ''} onChange={(e) => setFee(m, e.target.value)} />
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Funding accepted</legend>
          {FUNDING.map((f) => (
            <label key={f} style={{ display: 'block' }}>
              <input
                type="checkbox"
                checked={form.fundingAccepted.includes(f)}
                onChange={(e) => change({ fundingAccepted: e.target.checked ? [...form.fundingAccepted, f] : form.fundingAccepted.filter((x) => x !== f) })}
              />{' '}
              {f}
            </label>
          ))}
        </fieldset>
        <FormAlert message={problem} />
        <Button type="submit" disabled={saving.isLoading}>
          Save profile
        </Button>
      </form>
    </Container>
  );
}
