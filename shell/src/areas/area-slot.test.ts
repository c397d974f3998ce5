import type { Platform } from '@harbour/platform';
import { AreaRefusedError, type AreaLifecycles, type AreaLoader } from './area-loader';
import { createAreaSlot, type AreaStatusView } from './area-slot';

type Call = string;

/** A remote whose lifecycles record what ran, optionally failing its mount. */
function fakeRemote(calls: Call[], { mountError }: { mountError?: Error } = {}): AreaLifecycles {
  return {
    bootstrap: async () => void calls.push('bootstrap'),
    mount: async (props) => {
      calls.push(`mount ${props.name}`);
      if (mountError) throw mountError;
      props.domElement.textContent = 'area page';
    },
    unmount: async (props) => {
      calls.push('unmount');
      props.domElement.textContent = '';
    },
  };
}

function setUp(load: () => Promise<AreaLifecycles>) {
  const calls: Call[] = [];
  const statuses: string[] = [];
  const loader = { load: jest.fn(load), reload: jest.fn(async () => undefined) } as unknown as AreaLoader & { load: jest.Mock; reload: jest.Mock };
  let retry: (() => Promise<void>) | undefined;
  const view: AreaStatusView = {
    showLoading: () => statuses.push('loading'),
    showError: (_element, retryFn, detail) => {
      retry = retryFn;
      statuses.push(detail ? `error: ${detail}` : 'error');
    },
    clear: () => statuses.push('clear'),
  };
  const elements = { app: document.createElement('div'), status: document.createElement('div') };
  elements.app.hidden = true;
  const slot = createAreaSlot('mf-gp', { loader, view, elements, platform: {} as Platform });
  const mount = () => (slot.lifecycles.mount as (props: never) => Promise<void>)({} as never);
  const unmount = () => (slot.lifecycles.unmount as (props: never) => Promise<void>)({} as never);
  return { slot, loader, calls, statuses, elements, mount, unmount, retry: () => retry!() };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('area slot', () => {
  it('loads the remote on mount, bootstraps it once and shows it', async () => {
    const calls: Call[] = [];
    const { mount, unmount, statuses, elements, loader } = setUp(async () => fakeRemote(calls));
    await mount();
    expect(calls).toEqual(['bootstrap', 'mount mf-gp']);
    expect(statuses).toEqual(['loading', 'clear']);
    expect(elements.app.hidden).toBe(false);
    // The skeleton left before the page came (no jump when it goes).
    expect(elements.status.hidden).toBe(true);
    expect(elements.app.textContent).toBe('area page');
    await unmount();
    expect(elements.app.hidden).toBe(true);
    await mount();
    expect(calls).toEqual(['bootstrap', 'mount mf-gp', 'unmount', 'mount mf-gp']);
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('shows the error view with Retry when the remote cannot be fetched, and Retry fetches it afresh', async () => {
    const calls: Call[] = [];
    let reachable = false;
    const { mount, retry, statuses, loader, elements } = setUp(async () => {
      if (!reachable) throw new Error('ChunkLoadError');
      return fakeRemote(calls);
    });
    await expect(mount()).resolves.toBeUndefined(); // single-spa never sees the failure
    expect(statuses).toEqual(['loading', 'error']);
    expect(elements.status.hidden).toBe(false);
    reachable = true;
    await retry();
    expect(loader.reload).toHaveBeenCalledWith('mf-gp');
    expect(calls).toEqual(['bootstrap', 'mount mf-gp']);
    expect(statuses.at(-1)).toBe('clear');
    expect(elements.app.textContent).toBe('area page');
  });

  it("contains an area whose own mount throws", async () => {
    const calls: Call[] = [];
    const { mount, statuses } = setUp(async () => fakeRemote(calls, { mountError: new Error('boom') }));
    await expect(mount()).resolves.toBeUndefined();
    expect(statuses).toEqual(['loading', 'error']);
  });

  it('names the reason when the shell refuses the area (another contract major)', async () => {
    const message = 'This part of Harbour was built for platform contract 3.x; this page runs 2.x.';
    const { mount, statuses, calls } = setUp(async () => {
      throw new AreaRefusedError(message);
    });
    await mount();
    expect(statuses).toEqual(['loading', `error: ${message}`]);
    expect(calls).toEqual([]);
  });

  it('does not mount an area the user navigated away from while it loaded', async () => {
    const calls: Call[] = [];
    let finish!: (remote: AreaLifecycles) => void;
    const { mount, unmount, statuses } = setUp(() => new Promise((resolve) => (finish = resolve)));
    const mounting = mount();
    await unmount();
    finish(fakeRemote(calls));
    await mounting;
    expect(calls).toEqual(['bootstrap']);
    expect(statuses).not.toContain('error');
  });
});
