import type { LifeCycles } from 'single-spa';
import type { AreaName, AreaProps, Platform } from '@harbour/platform';
import { AreaRefusedError, type AreaLifecycles, type AreaLoader } from './area-loader';

/** How a slot shows its own loading and failure states (rendered by the shell's UI). */
export interface AreaStatusView {
  showLoading(element: HTMLElement): void;
  /** `detail` says why, when the shell knows (e.g. a contract mismatch). */
  showError(element: HTMLElement, retry: () => Promise<void>, detail?: string): void;
  clear(element: HTMLElement): void;
}

export interface AreaSlotElements {
  /** Where the area's own React root lives. */
  app: HTMLElement;
  /** Beside it: the slot's loading or error view. */
  status: HTMLElement;
}

/**
 * The lifecycles the shell registers for an area. They load the area's remote on mount and
 * delegate to it; if the remote cannot be fetched or its mount throws, the slot shows the error
 * view with Retry instead — single-spa never sees the failure, so other areas keep routing.
 */
export function createAreaSlot(
  area: AreaName,
  deps: { loader: AreaLoader; view: AreaStatusView; elements: AreaSlotElements; platform: Platform },
) {
  const { loader, view, elements, platform } = deps;
  let remote: AreaLifecycles | undefined;
  let bootstrapped = false;
  let mounted = false;
  let active = false;
  const props = (): AreaProps => ({ name: area, platform, domElement: elements.app });

  async function call(lifecycle: LifeCycles<AreaProps>['mount']) {
    const fns = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
    for (const fn of fns) await fn(props() as never);
  }

  async function mountRemote() {
    elements.status.hidden = false;
    view.showLoading(elements.status);
    try {
      remote ??= await loader.load(area);
      if (!bootstrapped) {
        await call(remote.bootstrap);
        bootstrapped = true;
      }
      if (!active) return; // navigated away while loading
      // The skeleton goes before the page comes: the page then appears where the skeleton was,
      // instead of below it and jumping up when it leaves (a layout shift).
      elements.status.hidden = true;
      await call(remote.mount);
      mounted = true;
      view.clear(elements.status);
    } catch (error) {
      console.error(`[shell] ${area} could not be loaded`, error);
      remote = undefined;
      bootstrapped = false;
      elements.status.hidden = false;
      if (active) view.showError(elements.status, retry, error instanceof AreaRefusedError ? error.message : undefined);
    }
  }

  async function unmountRemote() {
    if (mounted && remote) {
      mounted = false;
      try {
        await call(remote.unmount);
      } catch (error) {
        console.error(`[shell] ${area} failed to unmount`, error);
      }
    }
  }

  async function retry() {
    await unmountRemote();
    remote = undefined;
    bootstrapped = false;
    await loader.reload(area);
    if (active) await mountRemote();
  }

  const lifecycles: LifeCycles<AreaProps> = {
    bootstrap: async () => undefined,
    mount: async () => {
      active = true;
      elements.app.hidden = false;
      await mountRemote();
    },
    unmount: async () => {
      active = false;
      await unmountRemote();
      view.clear(elements.status);
      elements.app.hidden = true;
    },
  };
  return { lifecycles, retry };
}
