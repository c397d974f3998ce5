/** Spec §2 and §9 page-level rules that run once, when the shell starts. */

/** Service workers are unregistered on load (an old one could serve a stale shell). */
export function unregisterServiceWorkers(): void {
  void navigator.serviceWorker?.getRegistrations?.().then((registrations) => {
    for (const registration of registrations) void registration.unregister();
  });
}

const isChunkLoadError = (reason: unknown) =>
  reason instanceof Error && (reason.name === 'ChunkLoadError' || /Loading chunk [\w-]+ failed/i.test(reason.message));

/** A chunk load error (usually a file gone after a release) reloads the current path. */
export function reloadOnChunkLoadError(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) window.location.reload();
  });
  window.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error)) window.location.reload();
  });
}

/** `?preview=true` marks the app as in preview mode for this tab. */
export function markPreviewMode(): boolean {
  const preview = new URLSearchParams(window.location.search).get('preview') === 'true';
  if (preview) window.sessionStorage.setItem('harbour.preview', 'true');
  const inPreview = preview || window.sessionStorage.getItem('harbour.preview') === 'true';
  if (inPreview) document.documentElement.dataset.preview = 'true';
  return inPreview;
}
