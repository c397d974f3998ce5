/** Reads a chosen file as base64 (the attachment upload is JSON). */
export function fileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file.'));
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.readAsDataURL(file);
  });
}

/** Downloads with the caller's token (a plain link cannot carry it) and hands the bytes to the browser. */
export async function downloadWithToken(url: string, token: string | undefined, fileName: string): Promise<void> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(response.status === 404 ? 'This file is no longer available.' : 'The download failed. Please try again.');
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
