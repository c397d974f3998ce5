import {
  BOOKING_ERROR_TOAST_MS,
  DEFAULT_TOAST_POSITION,
  MESSAGE_TOAST_POSITION,
  TOAST_AUTO_CLOSE_MS,
  TOAST_STACK_GUARD_MS,
} from './constants';
import type { Toast, ToastKind, ToastListener, ToastOptions, ToastStore, ToastStoreOptions } from './types';

/** What each kind changes from the plain defaults (spec §9). */
const KIND_DEFAULTS: Record<ToastKind, Partial<ToastOptions>> = {
  'booking-error': { type: 'error', autoCloseMs: BOOKING_ERROR_TOAST_MS },
  message: { position: MESSAGE_TOAST_POSITION },
};

interface Countdown {
  handle: ReturnType<typeof setTimeout> | undefined;
  deadline: number;
  remaining: number;
}

/** `{ type: undefined }` must not cancel a kind's default type. */
function withoutUndefined(options: ToastOptions): ToastOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as ToastOptions;
}

function documentHasFocus(): boolean {
  // Outside a browser there is no window to be unfocused.
  return typeof document === 'undefined' || document.hasFocus();
}

/**
 * A framework-free toast queue (no React), so the shell can own one and hand it to every area
 * through the platform object. Implements the spec's toast rules (§8, §9).
 */
export function createToastStore({
  isWindowFocused = documentHasFocus,
  now = Date.now,
}: ToastStoreOptions = {}): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  let stackGuardUntil = Number.NEGATIVE_INFINITY;
  const countdowns = new Map<string, Countdown>();
  const listeners = new Set<ToastListener>();

  const emit = () => {
    for (const listener of [...listeners]) listener(toasts);
  };

  const startCountdown = (id: string, ms: number) => {
    countdowns.set(id, { handle: setTimeout(() => dismiss(id), ms), deadline: now() + ms, remaining: ms });
  };

  const stopCountdown = (id: string) => {
    const countdown = countdowns.get(id);
    if (countdown) clearTimeout(countdown.handle);
    countdowns.delete(id);
  };

  function show(options: ToastOptions): string | null {
    const {
      message,
      type = 'default',
      autoCloseMs = TOAST_AUTO_CLOSE_MS,
      position = DEFAULT_TOAST_POSITION,
      multiple = false,
    } = { ...(options.kind ? KIND_DEFAULTS[options.kind] : {}), ...withoutUndefined(options) };
    if (type === 'error') {
      // Errors from background work (polling, messaging) are noise to someone in another tab.
      if (!isWindowFocused()) return null;
      const showing = toasts.find((t) => t.type === 'error' && t.message === message);
      if (showing) return showing.id;
    }

    if (!multiple) {
      // Guards against a burst (e.g. several failed requests) stacking a column of toasts.
      if (now() < stackGuardUntil) return null;
      stackGuardUntil = now() + TOAST_STACK_GUARD_MS;
    }

    const toast: Toast = { id: `toast-${nextId++}`, type, message, position, autoCloseMs };
    toasts = [...toasts, toast];
    if (autoCloseMs !== false && autoCloseMs > 0) startCountdown(toast.id, autoCloseMs);
    emit();
    return toast.id;
  }

  function dismiss(id: string): void {
    stopCountdown(id);
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }

  function dismissAll(): void {
    for (const id of [...countdowns.keys()]) stopCountdown(id);
    if (toasts.length === 0) return;
    toasts = [];
    emit();
  }

  function pause(id: string): void {
    const countdown = countdowns.get(id);
    if (!countdown || countdown.handle === undefined) return;
    clearTimeout(countdown.handle);
    countdowns.set(id, { handle: undefined, deadline: countdown.deadline, remaining: Math.max(0, countdown.deadline - now()) });
  }

  function resume(id: string): void {
    const countdown = countdowns.get(id);
    if (!countdown || countdown.handle !== undefined) return;
    startCountdown(id, countdown.remaining);
  }

  return {
    show,
    dismiss,
    dismissAll,
    pause,
    resume,
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
