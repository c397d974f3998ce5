import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastViewport } from './ToastViewport';
import { createToastStore } from './toastStore';
import { MESSAGE_TOAST_POSITION, TOAST_AUTO_CLOSE_MS } from './constants';

describe('ToastViewport', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('renders two polite live regions, even when empty', () => {
    render(<ToastViewport store={createToastStore()} />);
    const regions = screen.getAllByRole('status');
    expect(regions).toHaveLength(2);
    for (const region of regions) expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status', { name: 'Notifications' })).toBeEmptyDOMElement();
    expect(screen.getByRole('status', { name: 'Message notifications' })).toBeEmptyDOMElement();
  });

  it('shows each toast in its region, with its type for screen readers', () => {
    const store = createToastStore({ isWindowFocused: () => true });
    render(<ToastViewport store={store} />);
    act(() => {
      store.show({ type: 'error', message: 'Unable to send message.', multiple: true });
      store.show({ message: 'New message from Dr Lee', position: MESSAGE_TOAST_POSITION, multiple: true });
    });

    const top = screen.getByRole('status', { name: 'Notifications' });
    const bottom = screen.getByRole('status', { name: 'Message notifications' });
    expect(within(top).getByText('Unable to send message.')).toBeVisible();
    expect(top).toHaveTextContent('Error: Unable to send message.');
    expect(within(bottom).getByText('New message from Dr Lee')).toBeVisible();
    expect(within(top).queryByText('New message from Dr Lee')).not.toBeInTheDocument();
  });

  it('removes a toast when its dismiss button is pressed', async () => {
    const user = setup();
    const store = createToastStore();
    render(<ToastViewport store={store} />);
    act(() => {
      store.show({ type: 'success', message: 'Card saved.' });
    });

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Card saved.')).not.toBeInTheDocument();
  });

  it('closes on its own after 5 seconds, but not while hovered', async () => {
    const user = setup();
    const store = createToastStore();
    render(<ToastViewport store={store} />);
    act(() => {
      store.show({ message: 'Profile updated.' });
    });

    await user.hover(screen.getByText('Profile updated.'));
    act(() => jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 2));
    expect(screen.getByText('Profile updated.')).toBeInTheDocument();

    await user.unhover(screen.getByText('Profile updated.'));
    act(() => jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS));
    expect(screen.queryByText('Profile updated.')).not.toBeInTheDocument();
  });
});
