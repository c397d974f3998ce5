import { createAreaPreloader, likelyNextAreas, preloadAllowed, runLimited } from './preload';

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
});
