import { getPlatform } from '@harbour/platform';
import { saveBlob } from './save-blob';

/**
 * Downloads an API answer with the signed-in user's token (a plain link cannot send it) and hands
 * it to the browser as a file under `fileName`. A refusal throws with the API's own words (its
 * problem `detail`, e.g. spec §5's file messages), or a general message when there are none.
 */
export async function downloadWithToken(path: string, fileName: string): Promise<void> {
  const { baseUrl, getAccessToken } = getPlatform().api;
  const token = getAccessToken();
  const response = await fetch(`${baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const detail = await response
      .json()
      .then((body: { detail?: string }) => body.detail)
      .catch(() => undefined);
    throw new Error(detail ?? 'The file could not be downloaded. Please try again.');
  }
  saveBlob(await response.blob(), fileName);
}
