/** Hands a blob to the browser as a file download under `fileName` (an object URL on a link, clicked). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
