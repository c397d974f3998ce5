import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { navigateToUrl } from 'single-spa';
import { createStore, setPlatform } from '@harbour/platform';
import { createToastStore } from '@harbour/ui';
import { createAuthService } from './auth/auth-service';
import { defaultClientSettings, fetchClientSettings } from './auth/client-settings';
import { startKeepAlive } from './auth/keep-alive';
import { finishAuthInThisWindow } from './auth/window-callbacks';
import { hasStoredUser, USER_STORAGE_PREFIX } from './auth/storage-key';
import { createPartnerRoutes } from './partner/partner-routes';
import { createConfirmHost } from './platform/confirm-host';
import { createShellPlatform } from './platform/create-shell-platform';
import { markPreviewMode, reloadOnChunkLoadError, unregisterServiceWorkers } from './platform/page-hygiene';
import { prepareProfileCalls } from './calls/shell-calls';
import { startRootConfig } from './root-config';
import { initialRemotesManifest } from './areas/remotes-manifest';
import { createNavigationGate } from './routing/navigation-gate';
import { createRouteRegistry } from './routing/route-registry';
import { createReleaseCheck } from './routing/release-check';
import { ShellServicesContext } from './shell-context';
import { createAreaStatusView } from './ui/area-status-view';
import { ShellApp } from './ui/ShellApp';
import { frameHeadingFor } from './ui/frame-heading';
import { keepFrameFocus } from './ui/frame-focus';

async function startShell() {
  unregisterServiceWorkers();
  reloadOnChunkLoadError();
  markPreviewMode();

  // Read at start-up, beside the client settings: which build of each area, and its routes
  // (served with the page by the portal server; fetched when it was not).
  const remotes = initialRemotesManifest();
  const routes = createRouteRegistry(remotes);
  // Not awaited: only the sign-in library (loaded when needed) and the keep-alive use them.
  const settings = fetchClientSettings();
  // oidc-client-ts is its own chunk: loaded only once someone is, or becomes, signed in.
  const loadUserManager = async () => {
    prepareProfileCalls();
    const [{ createUserManager }, loaded] = await Promise.all([import('./auth/user-manager'), settings]);
    return createUserManager(loaded);
  };
  const toasts = createToastStore();
  const confirmHost = createConfirmHost();
  const releaseCheck = createReleaseCheck();

  // The platform and the auth service need each other: the platform's calls reach it lazily.
  const { platform, auth, theme } = createShellPlatform({
    showToast: (toast) => toasts.show(toast),
    confirm: confirmHost.confirm,
    retryArea: (area) => rootConfig.retry(area),
    signIn: (options) => authService.signIn(options),
    signOut: () => authService.signOut(),
    handleAuthError: () => authService.handleAuthError(),
  });
  const authService = createAuthService({
    userManager: loadUserManager,
    hasStoredUser,
    userStorageKey: USER_STORAGE_PREFIX,
    auth,
    showToast: (message) => toasts.show({ type: 'error', message }),
    navigate: (to) => navigateToUrl(to),
    currentGuard: () => routes.match(window.location.pathname)?.guard ?? 'public',
    currentPath: () => window.location.pathname + window.location.search,
  });
  setPlatform(platform);

  const gate = createNavigationGate({ auth, newReleaseAvailable: releaseCheck.check, routes });
  const themeLeaveOverlay = createStore(false);
  const partnerRoutes = createPartnerRoutes(theme, themeLeaveOverlay, auth);

  const publicReturnPath = (path: string | undefined) => (path && routes.match(path.split('?')[0])?.guard === 'public' ? path : '/');
  const shellRootElement = document.getElementById('shell-root')!;
  const handOverFrameFocus = keepFrameFocus(shellRootElement);
  const shellRoot = createRoot(shellRootElement);
  // A transition, so React renders the shell in slices: its first render is 300–480 ms of main
  // thread on a slow phone, and in one piece it held back the answer to the page's area's
  // manifest and so the request of the area's files (started just below, by the root config).
  startTransition(() =>
    shellRoot.render(
      <ShellServicesContext.Provider value={{ authService, publicReturnPath }}>
        <ShellApp toasts={toasts} gate={gate.state} themeLeaveOverlay={themeLeaveOverlay} subscribeConfirm={confirmHost.subscribe} onFrameReplaced={handOverFrameFocus} />
      </ShellServicesContext.Provider>,
    ),
  );
  const rootConfig = startRootConfig(
    platform,
    createAreaStatusView(() => routes.match(window.location.pathname)?.title ?? frameHeadingFor(window.location.pathname)),
    gate,
    remotes,
    routes,
    auth,
  );
  partnerRoutes.start();
  void gate.start();
  await authService.start();
  startKeepAlive({ auth, intervalSeconds: (await settings).silentRenewIntervalSeconds, renew: () => authService.renewSilently() });
}

// Popup and silent-renew windows only hand the answer back to the opener: no portal in them.
if (!finishAuthInThisWindow(defaultClientSettings())) void startShell();
