import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@harbour/ui';
import { documentTitle, focusHeading, isNewPageHeading, keepFocusOnHeading, whenPageHeading, type ShownHeading } from './where-am-i';

export interface RouteAnnouncerProps {
  /** The path being shown; a change is a navigation. */
  pathname: string;
  /** The route's title, when it has one; otherwise the page's own heading names it. */
  title?: string;
  /** False while the shell still decides what the path shows. */
  settled: boolean;
}

/**
 * Where am I: every page sets the tab title ("Find a psychologist — Harbour"); after a navigation
 * (not the first page load, where the reader starts at the top anyway) focus moves to the page's
 * main heading and a polite live region names the new page.
 */
export function RouteAnnouncer({ pathname, title, settled }: RouteAnnouncerProps) {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<string | undefined>(undefined);
  // The heading the last page showed: after a navigation the new page's is another.
  const shown = useRef<ShownHeading | undefined>(undefined);

  // The page the visit started on: a reader may follow a link before it has settled.
  const landing = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (pathname && landing.current === undefined) landing.current = pathname;
    if (!settled) return;
    const navigated = (previous.current ?? landing.current) !== pathname;
    if (previous.current === pathname && !title) return;
    previous.current = pathname;
    if (title) document.title = documentTitle(title);
    const abort = new AbortController();
    const accept = navigated ? isNewPageHeading(shown.current, title, { since: Date.now() }) : undefined;
    void whenPageHeading({ signal: abort.signal, accept }).then((heading) => {
      if (!heading || abort.signal.aborted) return;
      shown.current = { element: heading, text: heading.textContent?.trim() ?? '' };
      const name = title ?? shown.current.text;
      if (!title && name) document.title = documentTitle(name);
      if (!navigated) return;
      // Focus only when nothing else took it meanwhile (a page that focuses its own form field).
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('header, [data-shell-menu]') || active.id === 'main-content') {
        focusHeading(heading);
        keepFocusOnHeading({ signal: abort.signal });
      }
      setAnnouncement(name);
    });
    return () => abort.abort();
  }, [pathname, title, settled]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </VisuallyHidden>
  );
}
