import type { AuthState, ReadableStore } from '@harbour/platform';

/** Spec §9: a keep-alive within 60 seconds of the last one is ignored. */
export const KEEP_ALIVE_MIN_GAP_MS = 60_000;
const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

/** Only an enabled interactive element counts as activity (spec §4), not any stray click. */
export function isActivityTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const element = target.closest(INTERACTIVE);
  if (!element) return false;
  return !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true';
}

export interface KeepAliveDeps {
  auth: ReadableStore<AuthState>;
  intervalSeconds: number | null;
  renew(): Promise<unknown>;
  now?: () => number;
}

/**
 * Keep-alive (spec §4, §9): while a Client or Psychologist is active, renew the sign-in every
 * interval. Only the first click or keypress on an enabled interactive element after each
 * keep-alive counts; renewals closer than 60 s are skipped. Off when the interval is null.
 */
export function startKeepAlive({ auth, intervalSeconds, renew, now = Date.now }: KeepAliveDeps) {
  let enabled = intervalSeconds !== null && intervalSeconds > 0;
  let active = false;
  let last = now();

  const onActivity = (event: Event) => {
    if (!active && isActivityTarget(event.target)) active = true;
  };
  document.addEventListener('click', onActivity, true);
  document.addEventListener('keydown', onActivity, true);

  async function tick() {
    const state = auth.get();
    const eligible = state.status === 'authenticated' && (state.user.userType === 'client' || state.user.userType === 'psychologist');
    if (!enabled || !active || !eligible || now() - last < KEEP_ALIVE_MIN_GAP_MS) return;
    active = false;
    last = now();
    await renew().catch(() => undefined); // a failure raises the silent-renew error flow itself
  }

  const timer = enabled ? setInterval(() => void tick(), intervalSeconds! * 1000) : undefined;
  return {
    tick,
    /** Spec §4: keep-alive can be switched off and on. */
    setEnabled(value: boolean) {
      enabled = value && intervalSeconds !== null;
    },
    isEnabled: () => enabled,
    stop() {
      clearInterval(timer);
      document.removeEventListener('click', onActivity, true);
      document.removeEventListener('keydown', onActivity, true);
    },
  };
}
