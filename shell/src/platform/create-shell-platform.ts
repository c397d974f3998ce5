import { navigateToUrl } from 'single-spa';
import {
  createEventBus,
  createStore,
  type AuthState,
  type ConfirmOptions,
  type PartnerTheme,
  type Platform,
  type PlatformEvents,
  type ToastRequest,
} from '@harbour/platform';
import { unreadReportsOf } from '../ui/unread-report';

export interface ShellPlatformParts {
  showToast(toast: ToastRequest): void;
  confirm(message: string, options?: ConfirmOptions): Promise<boolean>;
  retryArea(area: string): Promise<void>;
  signIn: Platform['signIn'];
  signOut: Platform['signOut'];
  handleAuthError(): Promise<boolean>;
}

/** The platform object every area receives (ARCHITECTURE §3), built from the shell's own parts. */
export function createShellPlatform(parts: ShellPlatformParts) {
  const auth = createStore<AuthState>({ status: 'pending' });
  const theme = createStore<PartnerTheme>({});
  const platform: Platform = {
    auth,
    signIn: parts.signIn,
    signOut: parts.signOut,
    theme,
    navigate: (to) => navigateToUrl(to),
    toasts: { show: parts.showToast },
    dialogs: { confirm: parts.confirm },
    events: createEventBus<PlatformEvents>(),
    api: {
      baseUrl: '/api',
      getAccessToken: () => {
        const state = auth.get();
        return state.status === 'authenticated' ? state.user.accessToken : undefined;
      },
      handleAuthError: parts.handleAuthError,
    },
    inbox: {
      open: (conversationId) => {
        const url = new URL(window.location.href);
        url.searchParams.set('inbox', conversationId ?? 'true');
        navigateToUrl(url.pathname + url.search);
      },
    },
    areas: { retry: parts.retryArea },
  };
  // Listen for mf-messaging's unread reports from the start, before (and between) headers.
  unreadReportsOf(platform.events);
  return { platform, auth, theme };
}
