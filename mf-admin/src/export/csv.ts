/**
 * CSV (RFC 4180) for spreadsheets: a field with a comma, quote or line break is quoted, quotes
 * doubled. A field starting with = + - @ (or a tab or carriage return) would run as a formula in
 * Excel or Sheets ("CSV injection", OWASP), so it is prefixed with a single quote: shown, never run.
 */
export function csvField(value: string | number | undefined | null): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text, CRLF between rows (what RFC 4180 and Excel expect). */
export function toCsv(rows: readonly (readonly (string | number | undefined | null)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
