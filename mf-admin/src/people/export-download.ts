import { getPlatform } from '@harbour/platform';
import { exportFileName } from './people-words';

/**
 * Asks the API for the person's data export and hands the zip to the browser. Not through the
 * SDK: its base query reads JSON, and this answer is a file. A refusal rejects with the same
 * `{ status, data }` shape as an SDK error, so the step-up dialog and error words treat it alike.
 */
export async function downloadDataExport(accountId: string, reason: string): Promise<string> {
  const { api } = getPlatform();
  const token = api.getAccessToken();
  const response = await fetch(
    new Request(`${api.baseUrl}/users/admin/accounts/${encodeURIComponent(accountId)}/data-export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/zip, application/problem+json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify({ reason }),
    }),
  );
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw { status: response.status, data };
  }
  const fileName = exportFileName(response.headers.get('content-disposition'), accountId);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Released later: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
