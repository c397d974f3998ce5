// The home's cards' code: fetched once for the page, and again after a failed fetch (the page's
// Try again), never left holding a failure.
describe('loadHomeCards', () => {
  beforeEach(() => jest.resetModules());

  it('hands over both cards, from one fetch however often it is asked', async () => {
    const { loadHomeCards } = await import('./home-cards');
    const first = loadHomeCards();
    expect(loadHomeCards()).toBe(first);
    const cards = await first;
    expect(typeof cards.EntitlementSummary).toBe('function');
    expect(typeof cards.LatestCheckIn).toBe('function');
  });

  it('fetches again after a failure', async () => {
    jest.doMock('./LatestCheckIn', () => {
      throw new Error('ChunkLoadError');
    });
    const { loadHomeCards } = await import('./home-cards');
    await expect(loadHomeCards()).rejects.toThrow('ChunkLoadError');
    jest.dontMock('./LatestCheckIn');
    const cards = await loadHomeCards();
    expect(typeof cards.LatestCheckIn).toBe('function');
  });
});
