export type ToastType = 'info' | 'success' | 'warning' | 'error' | 'default';
export type ToastPosition = 'top-right' | 'bottom-left';
/**
 * Presets from spec §9: 'booking-error' is an error toast that stays 7000 ms; 'message' is a
 * messaging toast shown bottom-left. Options given explicitly still win.
 */
export type ToastKind = 'booking-error' | 'message';

export interface ToastOptions {
  message: string;
  type?: ToastType;
  kind?: ToastKind;
  /** Milliseconds before it closes itself; `false` keeps it until dismissed. Default 5000 (7000 for booking errors). */
  autoCloseMs?: number | false;
  position?: ToastPosition;
  /**
   * Whether this toast may stack with others in a burst. A non-multiple toast (the default)
   * is dropped if another non-multiple toast was shown within the last 390 ms.
   */
  multiple?: boolean;
}

export interface Toast {
  readonly id: string;
  readonly type: ToastType;
  readonly message: string;
  readonly position: ToastPosition;
  readonly autoCloseMs: number | false;
}

export type ToastListener = (toasts: readonly Toast[]) => void;

export interface ToastStore {
  /** Shows a toast; returns its id, the id of the identical error already showing, or null if suppressed. */
  show(options: ToastOptions): string | null;
  dismiss(id: string): void;
  dismissAll(): void;
  /** Stops a toast's auto-close countdown (while it is hovered or focused). */
  pause(id: string): void;
  /** Continues a paused countdown with the time that was left. */
  resume(id: string): void;
  /** The toasts now showing, oldest first; a new array after every change. */
  getToasts(): readonly Toast[];
  subscribe(listener: ToastListener): () => void;
}

export interface ToastStoreOptions {
  /** Error toasts are suppressed while this returns false. Default: document.hasFocus(). */
  isWindowFocused?: () => boolean;
  /** Clock, injectable for tests. Default: Date.now. */
  now?: () => number;
}
