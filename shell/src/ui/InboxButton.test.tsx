import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { setPlatform } from '@harbour/platform';
import { createTheme } from '@harbour/ui';
import { createShellPlatform } from '../platform/create-shell-platform';
import { InboxButton } from './InboxButton';

function setUp() {
  const { platform } = createShellPlatform({
    signIn: jest.fn(),
    signOut: jest.fn(),
    showToast: jest.fn(),
    confirm: jest.fn(),
    handleAuthError: jest.fn(),
    retryArea: jest.fn(),
  } as unknown as Parameters<typeof createShellPlatform>[0]);
  setPlatform(platform);
  const show = () =>
    render(
      <ThemeProvider theme={createTheme()}>
        <InboxButton />
      </ThemeProvider>,
    );
  return { events: platform.events, show };
}

describe('the header’s Messages button', () => {
  it('is named by its visible text, then " unread" (the name contains what is seen)', () => {
    const { events, show } = setUp();
    show();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => events.emit('messaging:unread', { count: 1, visible: true }));
    const button = screen.getByRole('button', { name: 'Messages 1 unread' });
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).toHaveTextContent(/^Messages1 unread$/);
    act(() => events.emit('messaging:unread', { count: 0, visible: true }));
    expect(screen.getByRole('button', { name: 'Messages' })).toBeInTheDocument();
  });

  it('a count that went down while no header was shown (a video session) is not shown again', () => {
    const { events, show } = setUp();
    act(() => events.emit('messaging:unread', { count: 1, visible: true }));
    const first = show();
    expect(screen.getByTestId('header-unread')).toHaveTextContent('1');
    first.unmount();
    // Read during the session: mf-messaging reports the change once.
    events.emit('messaging:unread', { count: 0, visible: true });
    show();
    expect(screen.getByRole('button', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByTestId('header-unread')).toBeNull();
  });
});
