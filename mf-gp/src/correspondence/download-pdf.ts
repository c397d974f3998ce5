/**
 * Fetches an authenticated PDF and hands it to the browser as a file (a plain link cannot carry
 * the bearer token).
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
