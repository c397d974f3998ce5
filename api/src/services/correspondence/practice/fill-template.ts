/**
 * Placeholders a correspondence template may use, written `{{name}}`. Filling is plain text
 * substitution (letters are rendered as text and PDF, never as HTML), and a template naming an
 * unknown placeholder is refused rather than sent with a gap.
 */
export const PLACEHOLDERS = ['patientFirstName', 'patientLastName', 'patientName', 'psychologistName', 'providerNumber', 'gpName', 'sessionCount', 'today'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

const PATTERN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

export function unknownPlaceholders(templateBody: string): string[] {
  const names = [...templateBody.matchAll(PATTERN)].map((m) => m[1]);
  return [...new Set(names.filter((n) => !(PLACEHOLDERS as readonly string[]).includes(n)))];
}

export function fillTemplate(templateBody: string, values: PlaceholderValues): string {
  return templateBody.replace(PATTERN, (whole, name: string) => ((PLACEHOLDERS as readonly string[]).includes(name) ? values[name as Placeholder] : whole));
}
