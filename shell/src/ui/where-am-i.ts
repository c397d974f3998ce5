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
 * loads), or undefined after `timeoutMs`. Waits `settleMs` first, so the page that is leaving
 * has gone.
 */
export function whenPageHeading({ settleMs = 100, timeoutMs = 10_000, signal }: { settleMs?: number; timeoutMs?: number; signal?: AbortSignal } = {}): Promise<HTMLElement | undefined> {
  return new Promise((resolve) => {
    let observer: MutationObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (heading: HTMLElement | undefined) => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve(heading);
    };
    signal?.addEventListener('abort', () => finish(undefined));
    setTimeout(() => {
      if (signal?.aborted) return;
      const now = findPageHeading();
      if (now) return finish(now);
      observer = new MutationObserver(() => {
        const heading = findPageHeading();
        if (heading) finish(heading);
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
      timer = setTimeout(() => finish(undefined), timeoutMs);
    }, settleMs);
  });
}

/** Moves focus to the heading without scrolling past the header (it is at the top of the page). */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  window.scrollTo({ top: 0 });
}
