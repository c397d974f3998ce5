import { render, screen, waitFor } from '@testing-library/react';
import { RouteAnnouncer } from './RouteAnnouncer';

const showPage = (heading: string) => {
  document.getElementById('main-content')!.innerHTML = `<h1>${heading}</h1>`;
  return screen.getByRole('heading', { level: 1, name: heading });
};

/** Shows the heading unless the page already shows it. */
const showPageOnce = (heading: string) => screen.queryByRole('heading', { level: 1, name: heading }) ?? showPage(heading);

describe('after a navigation', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main id="main-content"></main>';
    // jsdom has no layout to scroll; the browser journeys see the real scroll.
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('focuses the new page’s heading and names it', async () => {
    showPage('Find the right online psychologist in Australia');
    const { rerender } = render(<RouteAnnouncer pathname="/" title="Find the right online psychologist in Australia" settled />);
    await waitFor(() => expect(document.title).toBe('Find the right online psychologist in Australia — Harbour'));

    rerender(<RouteAnnouncer pathname="/get-matched" title="Get matched with a psychologist" settled />);
    const heading = showPage('Get matched with a psychologist');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('Get matched with a psychologist');
    expect(document.title).toBe('Get matched with a psychologist — Harbour');
  });

  it('counts a link followed before the first page settled as a navigation', async () => {
    const { rerender } = render(<RouteAnnouncer pathname="/" title="Find the right online psychologist in Australia" settled={false} />);
    rerender(<RouteAnnouncer pathname="/get-matched" title="Get matched with a psychologist" settled={false} />);
    rerender(<RouteAnnouncer pathname="/get-matched" title="Get matched with a psychologist" settled />);
    const heading = showPage('Get matched with a psychologist');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('Get matched with a psychologist');
  });

  it('follows the heading when the page replaces it just after (focus had fallen to the body)', async () => {
    showPage('Find the right online psychologist in Australia');
    const { rerender } = render(<RouteAnnouncer pathname="/" title="Find the right online psychologist in Australia" settled />);
    await waitFor(() => expect(document.title).toContain('Find the right'));

    rerender(<RouteAnnouncer pathname="/get-matched" title="Get matched with a psychologist" settled />);
    await waitFor(() => expect(showPageOnce('Get matched with a psychologist')).toHaveFocus());
    const replaced = showPage('Get matched with a psychologist');
    await waitFor(() => expect(replaced).toHaveFocus());
  });

  it.each([
    ['presses a key', () => new KeyboardEvent('keydown', { key: 'Tab' })],
    ['turns the mouse wheel', () => new WheelEvent('wheel', { deltaY: 100 })],
  ])('stops following once the reader %s', async (_, event) => {
    showPage('Find the right online psychologist in Australia');
    const { rerender } = render(<RouteAnnouncer pathname="/" title="Find the right online psychologist in Australia" settled />);
    await waitFor(() => expect(document.title).toContain('Find the right'));

    rerender(<RouteAnnouncer pathname="/get-matched" title="Get matched with a psychologist" settled />);
    await waitFor(() => expect(showPageOnce('Get matched with a psychologist')).toHaveFocus());
    document.dispatchEvent(event());
    (document.activeElement as HTMLElement).blur();
    const replaced = showPage('Get matched with a psychologist');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(replaced).not.toHaveFocus();
  });

  it('leaves focus where the new page put it (its own form field)', async () => {
    showPage('Find the right online psychologist in Australia');
    const { rerender } = render(<RouteAnnouncer pathname="/" title="Find the right online psychologist in Australia" settled />);
    await waitFor(() => expect(document.title).toContain('Find the right'));

    rerender(<RouteAnnouncer pathname="/sign-up" title="Create your account" settled />);
    document.getElementById('main-content')!.innerHTML = '<h1>Create your account</h1><label>Email<input /></label>';
    screen.getByRole('textbox', { name: 'Email' }).focus();
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent('Create your account'));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('does not move focus on the first page load', async () => {
    const heading = showPage('Find a psychologist');
    render(<RouteAnnouncer pathname="/find-a-psychologist" title="Find a psychologist" settled />);
    await waitFor(() => expect(document.title).toBe('Find a psychologist — Harbour'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heading).not.toHaveFocus();
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('');
  });
});
