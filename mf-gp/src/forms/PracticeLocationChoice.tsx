import { useGetGpProfileQuery } from '@harbour/sdk/accounts';
import { ChoiceField } from './fields';

interface Props {
  /** The chosen location's provider number; '' is the main location. */
  value: string;
  onChange: (providerNumber: string) => void;
  error?: string;
}

/**
 * "Practice location" for a GP who works at more than one: the referral carries that location's
 * provider number. A GP with one location (most) sees nothing, and the API uses their main one.
 */
export function PracticeLocationChoice({ value, onChange, error }: Props) {
  const profile = useGetGpProfileQuery();
  const others = profile.data?.otherLocations ?? [];
  if (!profile.data || others.length === 0) return null;
  const main = { value: '', label: `${profile.data.practiceName ?? 'Main practice'} (${profile.data.providerNumber})` };
  return (
    <ChoiceField
      label="Practice location"
      name="providerNumber"
      value={value}
      onChange={onChange}
      hint="The referral carries the provider number for this location."
      options={[main, ...others.map((l) => ({ value: l.providerNumber, label: `${l.practiceName} (${l.providerNumber})` }))]}
      error={error}
    />
  );
}
