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
  // The navigation being shown, until the next: the shell can settle its title after the path
  // changed (a stale title accepts the old heading), and the new heading is focused on that rerun.
  const navigation = useRef<{ pathname: string; since: number; focused?: HTMLElement } | undefined>(undefined);

  useEffect(() => {
    if (!settled) return;
    if (previous.current !== undefined && previous.current !== pathname) navigation.current = { pathname, since: Date.now() };
    const current = navigation.current?.pathname === pathname ? navigation.current : undefined;
    if (previous.current === pathname && !title && !current) return;
    previous.current = pathname;
    if (title) document.title = documentTitle(title);
    const abort = new AbortController();
    const accept = current ? isNewPageHeading(shown.current, title, { since: current.since }) : undefined;
    void whenPageHeading({ signal: abort.signal, accept }).then((heading) => {
      if (!heading || abort.signal.aborted) return;
      shown.current = { element: heading, text: heading.textContent?.trim() ?? '' };
      const name = title ?? shown.current.text;
      if (!title && name) document.title = documentTitle(name);
      if (!current) return;
      // Focus only when nothing else took it meanwhile (a page that focuses its own form field).
      const active = document.activeElement;
      const free = !active || active === document.body || active === current.focused || active.closest('header, [data-shell-menu]') || active.id === 'main-content';
      if (free) {
        focusHeading(heading);
        current.focused = heading;
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
