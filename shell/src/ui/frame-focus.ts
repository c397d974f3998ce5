/**
 * A keyboard user can Tab into the static frame (index.html) before the shell has loaded; when the
 * shell's first render replaces the frame, the focused link goes with it and focus falls back to
 * the start of the page. `keepFrameFocus` notes the frame's focused link as focus moves; the
 * returned hand-over, called once the shell has replaced the frame, gives focus to the shell's
 * visible link to the same address, or to the main region when there is none.
 */
export function keepFrameFocus(root: HTMLElement): () => void {
  let noted: Element | undefined = focusedIn(root);
  const note = (event: FocusEvent) => {
    noted = event.target instanceof Element ? event.target : undefined;
  };
  root.addEventListener('focusin', note);
  return function handOverFrameFocus() {
    root.removeEventListener('focusin', note);
    const focused = noted;
    noted = undefined; // handed over once: a later call leaves the shell's focus alone
    const lost = focused !== undefined && !focused.isConnected && (document.activeElement === null || document.activeElement === document.body);
    if (!lost) return;
    const href = focused.closest('a[href]')?.getAttribute('href');
    const twin = href ? [...root.querySelectorAll<HTMLAnchorElement>('a[href]')].find((link) => link.getAttribute('href') === href && visible(link)) : undefined;
    const target = twin ?? document.getElementById('main-content') ?? undefined;
    target?.focus({ preventScroll: true });
  };
}

function focusedIn(root: HTMLElement): Element | undefined {
  const active = document.activeElement;
  return active && active !== document.body && root.contains(active) ? active : undefined;
}

/** A link in a folded menu or a hidden block cannot take focus (jsdom has no layout: it counts as visible). */
function visible(element: HTMLElement): boolean {
  return element.checkVisibility?.() ?? !element.closest('[hidden]');
}
