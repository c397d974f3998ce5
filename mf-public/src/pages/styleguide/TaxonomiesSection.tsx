import {
  useGetAtsisOptionsQuery,
  useGetLanguagesQuery,
  useGetReferrersQuery,
  useGetSessionDurationTypesQuery,
  useGetTherapyTypesQuery,
  useGetTimezonesQuery,
} from '@harbour/sdk/reference-data';
import { TaxonomyTable } from './TaxonomyTable';

/** Live reference data from the API, so the styleguide shows what users will pick from. */
export function TaxonomiesSection() {
  const therapyTypes = useGetTherapyTypesQuery();
  const durations = useGetSessionDurationTypesQuery();
  const timezones = useGetTimezonesQuery();
  const atsis = useGetAtsisOptionsQuery();
  const languages = useGetLanguagesQuery();
  const referrers = useGetReferrersQuery();
  return (
    <section aria-labelledby="taxonomies-heading">
      <h2 id="taxonomies-heading">Taxonomies</h2>
      <TaxonomyTable
        title="Therapy types"
        result={therapyTypes}
        columns={{ name: (t) => t.name, couples: (t) => (t.isCouples ? 'yes' : 'no'), 'under 16': (t) => (t.isUnder16Type ? 'yes' : 'no') }}
      />
      <TaxonomyTable
        title="Session durations"
        result={durations}
        columns={{ minutes: (d) => String(d.value), title: (d) => d.title ?? '—' }}
      />
      <TaxonomyTable title="Time zones" result={timezones} columns={{ id: (z) => z.timezoneId, name: (z) => z.name, country: (z) => z.countryId }} />
      <TaxonomyTable
        title="Aboriginal and Torres Strait Islander options"
        result={atsis}
        columns={{ option: (o) => o.atsisOptionName, 'counts as yes': (o) => (o.isYes ? 'yes' : 'no') }}
      />
      <TaxonomyTable title="Languages" result={languages} columns={{ name: (l) => l.name, code: (l) => l.code }} />
      <TaxonomyTable
        title="Referrer partners"
        result={referrers}
        columns={{ name: (r) => r.name, 'stored for (hours)': (r) => String(r.storageTtl / 3_600_000), 'extra sign-up fields': (r) => r.signupFields.map((f) => f.label).join(', ') || '—' }}
      />
    </section>
  );
}
