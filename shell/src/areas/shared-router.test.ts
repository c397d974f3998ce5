jest.mock('@harbour/router', () => ({ BrowserRouter: 'the shell’s router' }));

describe('shared router start', () => {
  beforeEach(() => jest.resetModules());

  it('imports the router once however many areas ask', async () => {
    const { startSharedRouter } = await import('./shared-router');
    const first = startSharedRouter();
    expect(startSharedRouter()).toBe(first);
    await expect(first).resolves.toMatchObject({ BrowserRouter: 'the shell’s router' });
  });
});
