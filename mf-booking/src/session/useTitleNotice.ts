import { useEffect } from 'react';

/**
 * Puts "{notice} | " before the tab's title while `notice` is set (spec §4's tab notice form), so
 * a psychologist whose session page is in a background tab sees that their client is waiting.
 * The shell names the page after it has shown (and again on navigation): the prefix is put back on
 * whatever the title becomes, and taken off when the notice ends.
 */
export function prefixTitle(doc: Document, notice: string): () => void {
  const prefix = `${notice} | `;
  const apply = () => {
    if (!doc.title.startsWith(prefix)) doc.title = `${prefix}${doc.title}`;
  };
  apply();
  const title = doc.querySelector('title');
  const observer = title && typeof MutationObserver !== 'undefined' ? new MutationObserver(apply) : undefined;
  if (title) observer?.observe(title, { childList: true, characterData: true, subtree: true });
  return () => {
    observer?.disconnect();
    if (doc.title.startsWith(prefix)) doc.title = doc.title.slice(prefix.length);
  };
}

export function useTitleNotice(notice: string | undefined) {
  useEffect(() => (notice ? prefixTitle(document, notice) : undefined), [notice]);
}
