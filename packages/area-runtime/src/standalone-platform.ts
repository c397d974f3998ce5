import { createEventBus, createStore, type Platform, type PlatformEvents } from '@harbour/platform';

/**
 * The platform an area gets when it runs on its own (its team's dev server, its standalone page):
 * nobody signed in, the default theme, browser dialogs. The shell provides the real one.
 */
export function createStandalonePlatform(): Platform {
  return {
    auth: createStore({ status: 'unauthenticated' }),
    signIn: async () => {
      window.location.assign('/login');
    },
    signOut: async () => undefined,
    theme: createStore({}),
    navigate: (to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    toasts: { show: (toast) => console.info(`[toast:${toast.type}] ${toast.message}`) },
    dialogs: { confirm: async (message) => window.confirm(`${message}\n\nPress OK to confirm.`) },
    events: createEventBus<PlatformEvents>(),
    // Standalone: nobody to recover a sign-in, so never retry.
    api: { baseUrl: '/api', getAccessToken: () => undefined, handleAuthError: async () => false },
    inbox: { open: () => undefined },
    areas: { retry: async () => window.location.reload() },
  };
}
