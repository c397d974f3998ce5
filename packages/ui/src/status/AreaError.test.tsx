import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaError } from './AreaError';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('AreaError', () => {
  it('explains the failure in an alert with a heading and a Retry button', () => {
    render(<AreaError onRetry={jest.fn()} />);
    const alert = screen.getByRole('alert');
    expect(alert).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'This part of Harbour could not be loaded' }),
    );
    expect(alert).toHaveTextContent(/rest of Harbour is still working/);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('calls onRetry and shows loading until the retry settles, ignoring repeat clicks', async () => {
    const user = userEvent.setup();
    const retry = deferred();
    const onRetry = jest.fn(() => retry.promise);
    render(<AreaError onRetry={onRetry} />);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const button = screen.getByRole('button', { name: /retry/i });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('img', { name: 'Loading' })).toBeInTheDocument();
    await user.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);

    retry.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveAttribute('aria-busy'));
  });

  it('lets the user retry again after a failed retry', async () => {
    const user = userEvent.setup();
    const retry = deferred();
    const onRetry = jest.fn(() => retry.promise);
    render(<AreaError onRetry={onRetry} />);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    retry.reject(new Error('RUNTIME-003 Failed to get manifest'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveAttribute('aria-busy'));

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});
