import { documentTitle, findPageHeading, whenPageHeading } from './where-am-i';

describe('where am I', () => {
  it('names the tab "<page> — Harbour"', () => {
    expect(documentTitle('Find a psychologist')).toBe('Find a psychologist — Harbour');
  });

  it("finds the page's own heading, not the skeleton's, the frame's or a hidden one", () => {
    document.body.innerHTML = `<main id="main-content">
      <h1 data-frame-heading>Frame</h1><div hidden><h1>Old page</h1></div><h1 data-skeleton aria-hidden="true">Skeleton</h1><h1>Real page</h1></main>`;
    expect(findPageHeading()?.textContent).toBe('Real page');
  });

  it('waits for the heading an area renders later', async () => {
    document.body.innerHTML = '<main id="main-content"></main>';
    const found = whenPageHeading({ settleMs: 0, timeoutMs: 1000 });
    setTimeout(() => (document.getElementById('main-content')!.innerHTML = '<h1>Get matched</h1>'), 20);
    expect((await found)?.textContent).toBe('Get matched');
  });
});
