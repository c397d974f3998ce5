import { getPlatform } from '@harbour/platform';

/**
 * Downloads a file answer with the signed-in user's token (a plain link cannot send it) and hands
 * it to the browser as a download under its own name.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const { baseUrl, getAccessToken } = getPlatform().api;
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { authorization: `Bearer ${getAccessToken() ?? ''}` },
  });
  if (!response.ok) {
    let detail = 'The file could not be downloaded. Please try again.';
    try {
      detail = ((await response.json()) as { detail?: string }).detail ?? detail;
    } catch {
      // not a problem body: keep the general message
    }
    throw new Error(detail);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
