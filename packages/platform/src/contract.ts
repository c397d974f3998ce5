import type { EventBus, PlatformEvents } from './event-bus';
import type { ReadableStore } from './store';

/** Spec §6 user types as the identity authority names them (claim `user_type`). */
export type UserType = 'client' | 'psychologist' | 'gp' | 'administrator';

export interface SignedInUser {
  sub: string;
  userType: UserType;
  accessToken: string;
  expiresAt: number;
  profile: {
    email?: string;
    firstName?: string;
    lastName?: string;
    isApproved?: boolean;
    /**
     * A client's time zone from their profile (IANA id; null: they chose their device's), read with
     * the rest at sign-in, so the client's pages need not read the profile again for it. Absent when
     * the shell could not read the profile (or predates 2.3.0): the area then reads it itself.
     */
    timezoneId?: string | null;
  };
}

/** Spec §4 approval gate: a client is always approved; psychologists and GPs only when isApproved. */
export function isApprovedUser(user: Pick<SignedInUser, 'userType' | 'profile'>): boolean {
  if (user.userType === 'client') return true;
  if (user.userType === 'psychologist' || user.userType === 'gp') return user.profile.isApproved === true;
  return false;
}

/** Spec §6: each user type's own account home. */
export const ACCOUNT_HOME: Record<UserType, string> = {
  client: '/account',
  psychologist: '/psychologists/account',
  gp: '/gp/account',
  administrator: '/admin',
};

/** Spec §4: the shell's auth state is pending, then done (signed in) or unauthenticated. */
export type AuthState =
  | { status: 'pending' }
  | { status: 'unauthenticated' }
  | { status: 'authenticated'; user: SignedInUser };

export interface RgbColour {
  r: number;
  g: number;
  b: number;
}

/** A partner's overrides of the default theme (spec §3 "Referrer partner"). */
export interface PartnerTheme {
  referrerName?: string;
  colours?: Partial<Record<'primary' | 'secondary' | 'tertiary' | 'body' | 'dark', RgbColour>>;
  iconScale?: number;
  iconSeparator?: string;
}

export type ToastType = 'info' | 'success' | 'warning' | 'error' | 'default';

export interface ToastRequest {
  type: ToastType;
  message: string;
  autoCloseMs?: number;
  position?: 'top-right' | 'bottom-left';
}

/** How a confirm dialog names itself and its two buttons. */
export interface ConfirmOptions {
  title?: string;
  /** The button that does the action, e.g. "Cancel session" (default "Ok"). */
  confirmLabel?: string;
  /** The button that leaves things as they are, e.g. "Keep session" (default "Cancel"). */
  cancelLabel?: string;
}

export interface AreaControl {
  /** Fetches the area's remote afresh and mounts it again (the Retry of the area error view). */
  retry(areaName: string): Promise<void>;
}

/** The one object the shell hands every area (ARCHITECTURE §3). Areas never import the shell. */
export interface Platform {
  readonly auth: ReadableStore<AuthState>;
  /** Popup on wide screens (600×600), redirect otherwise or when the popup is blocked. */
  signIn(options?: { returnTo?: string; mode?: 'popup' | 'redirect' }): Promise<void>;
  signOut(): Promise<void>;
  readonly theme: ReadableStore<PartnerTheme>;
  navigate(to: string): void;
  readonly toasts: { show(toast: ToastRequest): void };
  /**
   * Spec §2 confirm dialog. The buttons read "Ok" and "Cancel" unless the caller names them by
   * their action ("Cancel session" / "Keep session"); a shell older than the options ignores them.
   */
  readonly dialogs: { confirm(message: string, options?: ConfirmOptions): Promise<boolean> };
  readonly events: EventBus<PlatformEvents>;
  readonly api: {
    baseUrl: string;
    getAccessToken(): string | undefined;
    /**
     * Spec §8 "401 or 403 on authenticated call": the shell re-reads its auth state. Resolves
     * true when the token is still valid (the caller retries once); otherwise the shell runs the
     * auth-error flow for the current route (Login expired dialog, login, or re-check) and
     * resolves false.
     */
    handleAuthError(): Promise<boolean>;
  };
  readonly inbox: { open(conversationId?: string): void };
  readonly areas: AreaControl;
}

/** Custom props single-spa passes to each area's lifecycles. */
export interface AreaProps {
  name: string;
  platform: Platform;
  domElement: HTMLElement;
}
