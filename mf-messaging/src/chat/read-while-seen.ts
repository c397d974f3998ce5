import { useEffect, useState } from 'react';

/**
 * Whether an open chat should mark itself read up to `newest`: there is something newer than the
 * reader's mark and the page is visible. Visibility, not focus: document.hasFocus() was false for
 * a chat opened in a window that had not (yet) taken focus, and a message that arrived while the
 * window was in the background stayed unread after the person came back to it, so the header's
 * badge never went down.
 */
export function shouldMarkRead(newest: number, readUpToSeq: number, visibility: DocumentVisibilityState): boolean {
  return newest >= 0 && readUpToSeq < newest && visibility === 'visible';
}

/** A number that goes up each time the page is seen again (shown, or its window focused). */
export function useSeenAgain(): number {
  const [seen, setSeen] = useState(0);
  useEffect(() => {
    const onSeen = () => {
      if (document.visibilityState === 'visible') setSeen((n) => n + 1);
    };
    document.addEventListener('visibilitychange', onSeen);
    window.addEventListener('focus', onSeen);
    return () => {
      document.removeEventListener('visibilitychange', onSeen);
      window.removeEventListener('focus', onSeen);
    };
  }, []);
  return seen;
}
