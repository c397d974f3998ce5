import { QUICK_EXIT_PATHS, QUICK_EXIT_URL, quickExit } from './quick-exit';

describe('quickExit', () => {
  it('replaces the current history entry (replace, never assign) with the neutral site', () => {
    const replace = jest.fn();
    quickExit({ replace });
    expect(replace).toHaveBeenCalledWith(QUICK_EXIT_URL);
    expect(new URL(QUICK_EXIT_URL).origin).not.toBe(window.location.origin);
  });

  it('is offered on the family and domestic violence page', () => {
    expect(QUICK_EXIT_PATHS.has('/family-domestic-violence')).toBe(true);
  });
});
