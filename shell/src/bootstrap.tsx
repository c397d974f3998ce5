import { createRoot } from 'react-dom/client';
import { setPlatform } from '@harbour/platform';
import { createToastStore } from '@harbour/ui';
import { createConfirmHost } from './platform/confirm-host';
import { createShellPlatform } from './platform/create-shell-platform';
import { startRootConfig } from './root-config';
import { createAreaStatusView } from './ui/area-status-view';
import { ShellApp } from './ui/ShellApp';

const toasts = createToastStore();
const confirmHost = createConfirmHost();

const { platform } = createShellPlatform({
  showToast: (toast) => toasts.show(toast),
  confirm: confirmHost.confirm,
  // rootConfig exists by the time any area can ask for a retry.
  retryArea: (area) => rootConfig.retry(area),
});
setPlatform(platform);

createRoot(document.getElementById('shell-root')!).render(
  <ShellApp toasts={toasts} subscribeConfirm={confirmHost.subscribe} />,
);
const rootConfig = startRootConfig(platform, createAreaStatusView());
