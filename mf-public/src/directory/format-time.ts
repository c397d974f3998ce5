import { useEffect, useState } from 'react';
import { browserTimeZone } from '@harbour/ui';

let known: string | undefined;

/** The visitor's own IANA zone, from the browser (Australia/Sydney if it cannot tell); read once. */
export function viewerTimeZone(): string {
  if (known) return known;
  try {
    known = browserTimeZone() || 'Australia/Sydney';
  } catch {
    known = 'Australia/Sydney';
  }
  return known;
}

/**
 * The zone, read in a task of its own just after the page first shows (undefined until then).
 * A page's first date formatter costs tens of ms of a slow phone's main thread (ICU's date data):
 * read here, while the page waits on the network, it does not lengthen a render's task.
 */
export function useViewerTimeZone(): string | undefined {
  const [zone, setZone] = useState(known);
  useEffect(() => {
    if (zone) return;
    const timer = setTimeout(() => setZone(viewerTimeZone()));
    return () => clearTimeout(timer);
  }, [zone]);
  return zone;
}

export function formatFee(cents: number): string {
  return `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
}
