import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorAlert } from './ErrorAlert';

describe('ErrorAlert', () => {
  it('shows the spec texts exactly, with Reload and Dismiss', async () => {
    const user = userEvent.setup();
    const onReload = jest.fn();
    const onDismiss = jest.fn();
    render(<ErrorAlert onReload={onReload} onDismiss={onDismiss} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('An error occurred an we were unable to complete the requested action.');
    expect(alert).toHaveTextContent('Please try reloading the page if you continue to experience issues.');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('shows error details only in show-details mode', () => {
    const error = new TypeError('x is undefined');
    error.stack = undefined;
    const { rerender } = render(<ErrorAlert onDismiss={jest.fn()} error={error} />);
    expect(screen.queryByText('TypeError: x is undefined')).not.toBeInTheDocument();

    rerender(<ErrorAlert onDismiss={jest.fn()} error={error} showDetails />);
    expect(screen.getByText('TypeError: x is undefined')).toBeVisible();
  });
});
