import { render, screen, waitFor } from '@testing-library/react';
import { Icon } from './Icon';
import { clearIconCache } from './iconLoader';

const USER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" onload="window.pwned = true">' +
  '<script>window.pwned = true</script><circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/></svg>';

interface Answer {
  status?: number;
  contentType: string;
  body: string;
}

// jsdom has no fetch: this stub stands in for the portal server's /icons route.
let answers: Record<string, Answer>;
const fetchStub = jest.fn(async (url: string) => {
  const answer = answers[url];
  if (!answer) throw new TypeError('Failed to fetch');
  return {
    ok: (answer.status ?? 200) < 400,
    headers: { get: (header: string) => (header.toLowerCase() === 'content-type' ? answer.contentType : null) },
    text: async () => answer.body,
  };
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  clearIconCache();
  answers = {};
  fetchStub.mockClear();
  (globalThis as { fetch?: unknown }).fetch = fetchStub;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
  consoleError.mockRestore();
});

describe('Icon', () => {
  it('fetches /icons/{name}.svg and inlines the sanitised SVG', async () => {
    answers['/icons/user.svg'] = { contentType: 'image/svg+xml; charset=utf-8', body: USER_SVG };
    const { container } = render(<Icon name="user" />);

    await waitFor(() => expect(container.querySelector('svg path')).not.toBeNull());
    const svg = container.querySelector('svg') as SVGElement;
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).not.toHaveAttribute('onload');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[data-fallback-icon]')).toBeNull();
    expect(fetchStub).toHaveBeenCalledWith('/icons/user.svg');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is hidden from assistive technology unless it has a label', async () => {
    answers['/icons/user.svg'] = { contentType: 'image/svg+xml', body: USER_SVG };
    const { container, rerender } = render(<Icon name="user" />);
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    rerender(<Icon name="user" label="Your account" />);
    expect(screen.getByRole('img', { name: 'Your account' })).toContainElement(container.querySelector('svg'));
    expect(container.firstChild).not.toHaveAttribute('aria-hidden');
  });

  it.each([
    // What the SPA fallback answers for a missing file.
    ['an HTML page', { contentType: 'text/html', body: '<!doctype html><html><body>Harbour</body></html>' }],
    // Even real SVG markup does not count when the server does not say it is SVG (spec §7).
    ['SVG sent as text/plain', { contentType: 'text/plain', body: USER_SVG }],
    ['a 404', { status: 404, contentType: 'image/svg+xml', body: USER_SVG }],
  ])('logs "Invalid icon: x" and shows the circle for %s', async (_name, answer) => {
    answers['/icons/x.svg'] = answer;
    const { container } = render(<Icon name="x" label="Mystery" />);

    await waitFor(() => expect(container.querySelector('[data-fallback-icon] circle')).not.toBeNull());
    expect(consoleError).toHaveBeenCalledWith('Invalid icon: x');
    expect(screen.getByRole('img', { name: 'Mystery' })).toBeInTheDocument();
    expect(container.querySelector('path')).toBeNull();
    expect(container).not.toHaveTextContent('Harbour');
  });

  it('falls back to the circle when the request fails or the name is not a file name', async () => {
    const { container } = render(
      <>
        <Icon name="offline" />
        <Icon name="../secrets" />
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll('[data-fallback-icon]')).toHaveLength(2));
    expect(consoleError).toHaveBeenCalledWith('Invalid icon: offline');
    expect(consoleError).toHaveBeenCalledWith('Invalid icon: ../secrets');
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('asks the server once per icon however many are shown', async () => {
    answers['/icons/menu.svg'] = { contentType: 'image/svg+xml', body: '<svg viewBox="0 0 24 24"><path d="M4 6h16"/></svg>' };
    const { container, unmount } = render(
      <>
        <Icon name="menu" />
        <Icon name="menu" />
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll('svg path')).toHaveLength(2));
    unmount();

    // A later mount renders the cached icon straight away.
    const again = render(<Icon name="menu" />);
    expect(again.container.querySelector('svg path')).not.toBeNull();
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});
