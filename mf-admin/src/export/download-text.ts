import { saveBlob } from '@harbour/area-runtime';

/** Hands text to the browser as a file download (CSV exports). */
export function downloadText(filename: string, text: string, type: string): void {
  saveBlob(new Blob([text], { type }), filename);
}
