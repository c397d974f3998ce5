/** Spec vocabulary for the tab: "Find a psychologist — Harbour". */
export const documentTitle = (title: string) => `${title} — Harbour`;

const hiddenOrSkeleton = (element: Element) => element.closest('[hidden], [data-skeleton], [data-frame-heading], [aria-hidden="true"]') !== null;

/** The page's main heading: the first real h1 in the main region (skeleton headings are not). */
export function findPageHeading(root: ParentNode | null = document.getElementById('main-content')): HTMLElement | undefined {
  if (!root) return undefined;
  return [...root.querySelectorAll<HTMLElement>('h1')].find((h1) => !hiddenOrSkeleton(h1) && (h1.textContent ?? '').trim() !== '');
}

/**
 * Resolves with the page's heading once it is in the document (an area renders it after it
 * loads) and `accept` takes it, or undefined after `timeoutMs`. Waits `settleMs` first, then looks
 * again at every change to the document and every `recheckMs` (for an `accept` that changes its
 * mind with time). `accept` is how a navigation tells the page being left from the new one: on a
 * loaded machine the old page can stay for seconds while the new area loads.
 */
export function whenPageHeading({
  settleMs = 100,
  timeoutMs = 30_000,
  recheckMs = 250,
  signal,
  accept = () => true,
}: { settleMs?: number; timeoutMs?: number; recheckMs?: number; signal?: AbortSignal; accept?: (heading: HTMLElement) => boolean } = {}): Promise<HTMLElement | undefined> {
  return new Promise((resolve) => {
    let observer: MutationObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let recheck: ReturnType<typeof setInterval> | undefined;
    const finish = (heading: HTMLElement | undefined) => {
      observer?.disconnect();
      clearTimeout(timer);
      clearInterval(recheck);
      resolve(heading);
    };
    const look = () => {
      const heading = findPageHeading();
      if (heading && accept(heading)) finish(heading);
    };
    signal?.addEventListener('abort', () => finish(undefined));
    setTimeout(() => {
      if (signal?.aborted) return;
      const now = findPageHeading();
      if (now && accept(now)) return finish(now);
      observer = new MutationObserver(look);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['hidden'] });
      recheck = setInterval(look, recheckMs);
      timer = setTimeout(() => finish(undefined), timeoutMs);
    }, settleMs);
  });
}

/** What a page's heading said when it was shown: the next navigation waits for another. */
export interface ShownHeading {
  element: HTMLElement;
  text: string;
}

/**
 * After a navigation, whether a heading is the new page's rather than the one being left: another
 * element or other words; the same one only when the route's title says the new page has that
 * heading too, or, for a route without a title, once `sameAfterMs` have passed.
 */
export function isNewPageHeading(leaving: ShownHeading | undefined, title: string | undefined, { since, sameAfterMs = 2000, now = () => Date.now() }: { since: number; sameAfterMs?: number; now?: () => number }) {
  return (heading: HTMLElement): boolean => {
    if (!leaving || heading !== leaving.element || (heading.textContent ?? '').trim() !== leaving.text) return true;
    return title !== undefined ? title === leaving.text : now() - since >= sameAfterMs;
  };
}

/** Moves focus to the heading and, unless told not to, back to the top (the header is there). */
export function focusHeading(heading: HTMLElement, { scroll = true }: { scroll?: boolean } = {}): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  if (scroll) window.scrollTo({ top: 0 });
}

/**
 * For a while after a navigation, focus follows the page's heading when the shell or the area
 * replaces or moves it (a layout change re-parents the area's slot, a page re-renders once its
 * data arrives) and focus falls to the body. Ends at the reader's first key, click, touch or wheel.
 */
export function keepFocusOnHeading({ signal, forMs = 5000 }: { signal: AbortSignal; forMs?: number }): void {
  const stop = new AbortController();
  const end = () => stop.abort();
  const timer = setTimeout(end, forMs);
  const lost = () => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const heading = findPageHeading();
    // Without scrolling: the reader may have scrolled since.
    if (heading) focusHeading(heading, { scroll: false });
  };
  const observer = new MutationObserver(lost);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  for (const type of ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const) document.addEventListener(type, end, { capture: true, passive: true, signal: stop.signal });
  signal.addEventListener('abort', end, { signal: stop.signal });
  stop.signal.addEventListener('abort', () => {
    observer.disconnect();
    clearTimeout(timer);
  });
}
