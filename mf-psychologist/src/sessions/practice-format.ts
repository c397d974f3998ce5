/** Formatting shared by the practice pages (sessions, custom bookings, invoices, correspondence). */
export const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const when = (at: string) =>
  new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(at));

export const day = (at: string) => new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(at));

export const fullName = (p?: { firstName?: string; lastName?: string } | null) => [p?.firstName, p?.lastName].filter(Boolean).join(' ') || 'Client';

/** The field problems of a 422 (`{ fields: { name: message } }`), as lines. */
export function fieldProblems(error: unknown): string[] {
  const fields = (error as { data?: { fields?: Record<string, string> } })?.data?.fields;
  return fields ? Object.values(fields) : [];
}

/**
 * Downloads a PDF the API serves behind the bearer token (a plain link cannot carry it): fetched,
 * then handed to the browser as a file.
 */
export async function downloadPdf(api: { baseUrl: string; getAccessToken(): string | undefined }, path: string, fileName: string): Promise<void> {
  const token = api.getAccessToken();
  const response = await fetch(`${api.baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`The PDF could not be downloaded (${response.status}).`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
