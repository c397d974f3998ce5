import { useState } from 'react';

/** How far a read has got (an RTK Query hook's result has it; a skipped read is not loading). */
export interface ReadProgress {
  isLoading: boolean;
}

/**
 * Whether a page's parts may show: once the first reads of all of them have answered (or failed),
 * and from then on. Shown one by one, a part that arrived moved the parts below it under a
 * pressing finger, and a press that begins before such a move and ends after it is no click. Once
 * shown they stay: a part whose read failed asks again when it mounts, and must not take the page
 * back to waiting.
 */
export function usePartsTogether(reads: ReadProgress[]): boolean {
  const [shown, setShown] = useState(false);
  if (!shown && reads.every((read) => !read.isLoading)) setShown(true);
  return shown;
}
