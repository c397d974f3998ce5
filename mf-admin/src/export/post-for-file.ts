import { saveBlob } from '@harbour/area-runtime';
import { getPlatform } from '@harbour/platform';

/**
 * POSTs JSON to the API and hands the file it answers to the browser under the name `nameOf`
 * picks (given the answer's Content-Disposition). Not through the SDK: its base query reads JSON,
 * and this answer is a file. A refusal rejects with the same `{ status, data }` shape as an SDK
 * error, so the step-up dialog and the error words treat it alike. Resolves to the file's name.
 */
export async function postForFile(path: string, body: unknown, accept: string, nameOf: (contentDisposition: string | null) => string): Promise<string> {
  const { api } = getPlatform();
  const token = api.getAccessToken();
  const response = await fetch(
    new Request(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: `${accept}, application/problem+json`, ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    }),
  );
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw { status: response.status, data };
  }
  const fileName = nameOf(response.headers.get('content-disposition'));
  saveBlob(await response.blob(), fileName);
  return fileName;
}
