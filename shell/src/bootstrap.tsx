import { createRoot } from 'react-dom/client';
import { navigateToUrl } from 'single-spa';
import { createStore, setPlatform } from '@harbour/platform';
import { createToastStore } from '@harbour/ui';
import { createAuthService } from './auth/auth-service';
import { defaultClientSettings, fetchClientSettings } from './auth/client-settings';
import { startKeepAlive } from './auth/keep-alive';
import { finishAuthInThisWindow } from './auth/window-callbacks';
import { createUserManager, userStorageKey } from './auth/user-manager';
import { createPartnerRoutes } from './partner/partner-routes';
import { createConfirmHost } from './platform/confirm-host';
import { createShellPlatform } from './platform/create-shell-platform';
import { markPreviewMode, reloadOnChunkLoadError, unregisterServiceWorkers } from './platform/page-hygiene';
import { startRootConfig } from './root-config';
import { fetchRemotesManifest } from './areas/remotes-manifest';
import { createNavigationGate } from './routing/navigation-gate';
import { createRouteRegistry } from './routing/route-registry';
import { createReleaseCheck } from './routing/release-check';
import { ShellServicesContext } from './shell-context';
import { createAreaStatusView } from './ui/area-status-view';
import { ShellApp } from './ui/ShellApp';

async function startShell() {
  unregisterServiceWorkers();
  reloadOnChunkLoadError();
  markPreviewMode();

  // Read at start-up, beside the client settings: which build of each area, and its routes.
  const remotes = fetchRemotesManifest();
  const routes = createRouteRegistry(remotes);
  const settings = await fetchClientSettings();
  const userManager = createUserManager(settings);
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
    userManager,
    userStorageKey: userStorageKey(settings),
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

  createRoot(document.getElementById('shell-root')!).render(
    <ShellServicesContext.Provider value={{ authService }}>
      <ShellApp toasts={toasts} gate={gate.state} themeLeaveOverlay={themeLeaveOverlay} subscribeConfirm={confirmHost.subscribe} />
    </ShellServicesContext.Provider>,
  );
  const rootConfig = startRootConfig(platform, createAreaStatusView(), gate, remotes, routes);
  partnerRoutes.start();
  void gate.start();
  await authService.start();
  startKeepAlive({ auth, intervalSeconds: settings.silentRenewIntervalSeconds, renew: () => authService.renewSilently() });
}

// Popup and silent-renew windows only hand the answer back to the opener: no portal in them.
if (!finishAuthInThisWindow(defaultClientSettings())) void startShell();
