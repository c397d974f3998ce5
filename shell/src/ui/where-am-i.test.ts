import { documentTitle, findPageHeading, isNewPageHeading, whenPageHeading } from './where-am-i';

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

describe('after a navigation, the new page’s heading', () => {
  const h1 = (text: string) => Object.assign(document.createElement('h1'), { textContent: text });
  const leavingElement = h1('Find the right online psychologist in Australia');
  const leaving = { element: leavingElement, text: 'Find the right online psychologist in Australia' };
  const reused = h1('Your sessions');

  it.each([
    ['no page was shown before', undefined, leavingElement, undefined, 0, true],
    ['another element', leaving, h1('Get matched with a psychologist'), 'Get matched with a psychologist', 0, true],
    ['the same element with other words (a layout React kept)', { element: reused, text: 'Upcoming sessions' }, reused, undefined, 0, true],
    ['the page being left, its route titled otherwise', leaving, leavingElement, 'Get matched with a psychologist', 60_000, false],
    ['the same heading, and the route says the new page has it', leaving, leavingElement, 'Find the right online psychologist in Australia', 0, true],
    ['the same heading, no route title, just after', leaving, leavingElement, undefined, 1999, false],
    ['the same heading, no route title, 2 s after', leaving, leavingElement, undefined, 2000, true],
  ])('%s', (_, left, heading, title, elapsed, expected) => {
    expect(isNewPageHeading(left, title, { since: 0, now: () => elapsed })(heading)).toBe(expected);
  });

  it('is waited for while the page being left stays on screen (a loaded machine loads the new area slowly)', async () => {
    document.body.innerHTML = '<main id="main-content"><h1>Find the right online psychologist in Australia</h1></main>';
    const old = findPageHeading()!;
    const found = whenPageHeading({ settleMs: 0, recheckMs: 10, timeoutMs: 5000, accept: isNewPageHeading({ element: old, text: old.textContent! }, 'Get matched with a psychologist', { since: Date.now() }) });
    // Resolve only when the condition holds: the old heading is still there after several rechecks.
    await new Promise((resolve) => setTimeout(resolve, 100));
    document.getElementById('main-content')!.innerHTML = '<h1>Get matched with a psychologist</h1>';
    expect((await found)?.textContent).toBe('Get matched with a psychologist');
  });
});
