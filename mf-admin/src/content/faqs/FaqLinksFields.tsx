import { Button, TextField } from '@harbour/ui';
import type { FaqLink } from '@harbour/sdk/content';
import { linkField } from './faq-words';

const ROW = { display: 'grid', gap: '0.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', alignItems: 'end' } as const;

/** The answer's related pages: a label and a site path per row, each field with the API's message for it. */
export function FaqLinksFields({ links, onChange, errors }: { links: FaqLink[]; onChange: (links: FaqLink[]) => void; errors: Record<string, string> }) {
  const change = (row: number, part: keyof FaqLink, value: string) => onChange(links.map((link, n) => (n === row ? { ...link, [part]: value } : link)));
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: '0.75rem' }}>
      <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>Related pages</legend>
      {links.length === 0 && <p style={{ margin: 0 }}>No related pages.</p>}
      {links.map((link, row) => (
        <div key={row} role="group" aria-label={`Related page ${row + 1}`} style={ROW}>
          <TextField label={`Link ${row + 1} text`} name={`link-label-${row}`} required value={link.label} error={errors[linkField(row, 'label')]} onChange={(value) => change(row, 'label', value)} />
          <TextField label={`Link ${row + 1} path`} name={`link-href-${row}`} required value={link.href} hint="e.g. /contact" error={errors[linkField(row, 'href')]} onChange={(value) => change(row, 'href', value)} />
          <Button variant="secondary" onClick={() => onChange(links.filter((_, n) => n !== row))} aria-label={`Remove link ${row + 1}`}>
            Remove
          </Button>
        </div>
      ))}
      {errors.links && <p style={{ margin: 0, fontWeight: 600 }}>{errors.links}</p>}
      <div>
        <Button variant="secondary" onClick={() => onChange([...links, { label: '', href: '' }])}>
          Add a related page
        </Button>
      </div>
    </fieldset>
  );
}
