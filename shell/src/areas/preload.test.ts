import { createAreaPreloader, likelyNextAreas, manifestToPreload, preloadAllowed, runLimited } from './preload';

describe('area preloading (spec §9)', () => {
  it.each([
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: '4g', saveData: true }, false],
    [undefined, true],
  ])('with connection %p preloading is %p', (connection, allowed) => {
    expect(preloadAllowed(connection)).toBe(allowed);
  });

  it('runs at most 4 preloads at once', async () => {
    let running = 0;
    let most = 0;
    const task = () => async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    };
    await runLimited(Array.from({ length: 10 }, task));
    expect(most).toBe(4);
  });

  it('ranks areas by how many of the page links lead there, ignoring other sites', () => {
    const owner = (path: string) => (path.startsWith('/book') ? 'mf-booking' : path.startsWith('/gp') ? 'mf-gp' : undefined);
    expect(likelyNextAreas(['/gp/signup', '/book', '/book/availability', 'https://x.test/book', '//evil.test/book', '/about'], owner)).toEqual(['mf-booking', 'mf-gp']);
  });

  it('waits 1 s after the first page, preloads each area once, and skips areas already loaded', () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<a href="/book">Book</a><a href="/gp">GPs</a><a href="/account">Account</a>';
    const preload = jest.fn(async (_area: string) => undefined);
    const preloader = createAreaPreloader({
      preload,
      areaOf: (path) => (path === '/book' ? 'mf-booking' : path === '/gp' ? 'mf-gp' : 'mf-patient'),
      isLoaded: (area) => area === 'mf-patient',
    });
    preloader.schedule();
    jest.advanceTimersByTime(999);
    expect(preload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(preload.mock.calls.map(([area]) => area).sort()).toEqual(['mf-booking', 'mf-gp']);
    preloader.schedule();
    jest.advanceTimersByTime(100);
    expect(preload).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });

  it('marks the page when a round of preloads has finished (what tests wait for instead of a delay)', async () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<a href="/book">Book</a>';
    delete document.documentElement.dataset.preloadRounds;
    let finish: () => void = () => undefined;
    const preloader = createAreaPreloader({ preload: () => new Promise<void>((resolve) => (finish = resolve)), areaOf: () => 'mf-booking', isLoaded: () => false });
    preloader.schedule();
    jest.advanceTimersByTime(1000);
    jest.useRealTimers();
    await Promise.resolve();
    expect(document.documentElement.dataset.preloadRounds).toBeUndefined();
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.documentElement.dataset.preloadRounds).toBe('1');
  });

  it.each([
    ['/areas/mf-booking/20261127-abc/mf-manifest.json', '/areas/mf-booking/20261127-abc/mf-manifest.json'],
    ['https://cdn.test/areas/mf-booking/1/mf-manifest.json?v=2', 'https://cdn.test/areas/mf-booking/1/mf-manifest.json?v=2'],
    ['/areas/mf-booking/20261127-abc/remoteEntry.js', undefined],
    ['/areas/mf-booking/1/remoteEntry.js?x=.json', undefined],
  ])('the idle preload of an area whose entry is %s fetches %p (its manifest, never its code)', (entry, fetched) => {
    expect(manifestToPreload(entry)).toBe(fetched);
  });

  it('marks the page at once, with no round, when preloading is skipped (slow-2g or save-data)', () => {
    jest.useFakeTimers();
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g' }, configurable: true });
    delete document.documentElement.dataset.preloadRounds;
    const preload = jest.fn(async () => undefined);
    try {
      createAreaPreloader({ preload, areaOf: () => 'mf-booking', isLoaded: () => false }).schedule();
      expect(document.documentElement.dataset.preloadRounds).toBe('0');
      jest.advanceTimersByTime(5000);
      expect(preload).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
      jest.useRealTimers();
    }
  });

  it('fetches the shell extras of the round (the dialogs for a signed-in visitor) once each, and marks the round after them', async () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<a href="/about">About</a>';
    delete document.documentElement.dataset.preloadRounds;
    let signedIn = false;
    let finish: () => void = () => undefined;
    const load = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const preloader = createAreaPreloader({
      preload: async () => undefined,
      areaOf: () => undefined,
      isLoaded: () => false,
      shellExtras: () => (signedIn ? [{ name: 'shell:dialogs', load }] : []),
    });
    preloader.schedule();
    jest.advanceTimersByTime(1000);
    expect(load).not.toHaveBeenCalled();
    signedIn = true;
    preloader.schedule();
    jest.advanceTimersByTime(100);
    expect(load).toHaveBeenCalledTimes(1);
    preloader.schedule();
    jest.advanceTimersByTime(100);
    expect(load).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Rounds one and three had nothing left to wait for; the second waits for the dialogs.
    expect(document.documentElement.dataset.preloadRounds).toBe('2');
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.documentElement.dataset.preloadRounds).toBe('3');
  });
});
