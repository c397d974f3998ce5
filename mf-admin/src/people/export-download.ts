import { postForFile } from '../export/post-for-file';
import { exportFileName } from './people-words';

/** Asks the API for the person's data export and hands the zip to the browser (see `postForFile`). */
export function downloadDataExport(accountId: string, reason: string): Promise<string> {
  return postForFile(`/users/admin/accounts/${encodeURIComponent(accountId)}/data-export`, { reason }, 'application/zip', (contentDisposition) => exportFileName(contentDisposition, accountId));
}
