import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODAL_CLOSE_DELAY_MS } from './constants';
import { LoginExpiredDialog } from './LoginExpiredDialog';

describe('LoginExpiredDialog', () => {
  it('shows the spec text with a focused Login button, and nothing while closed', () => {
    const { rerender } = render(<LoginExpiredDialog open={false} onLogin={jest.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    rerender(<LoginExpiredDialog open onLogin={jest.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Login expired' });
    expect(dialog).toHaveAccessibleDescription('Your login has expired. Please click Login to continue.');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });

  it('cannot be dismissed by the backdrop, Escape or a Close button', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<LoginExpiredDialog open onLogin={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('alertdialog').parentElement as HTMLElement);
    await user.keyboard('{Escape}');
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_DELAY_MS * 2));
    expect(screen.getByRole('alertdialog')).toBeVisible();
    jest.useRealTimers();
  });

  it('calls onLogin once, ignoring clicks while the login is under way', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const onLogin = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<LoginExpiredDialog open onLogin={onLogin} />);

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(screen.getByRole('button', { name: /login/i }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /login/i })).toHaveAttribute('aria-busy', 'true');

    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Login' })).not.toHaveAttribute('aria-busy');
  });
});
