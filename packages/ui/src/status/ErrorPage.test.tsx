import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('shows "code - message" as the page heading', () => {
    render(<ErrorPage code={500} message="Something went wrong" onRetry={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: '500 - Something went wrong' })).toBeInTheDocument();
  });

  it('shows the message alone without a code', () => {
    render(<ErrorPage message="Page not found" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Page not found$/);
  });

  it('offers Try again and a link home', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<ErrorPage code={404} message="Page not found" onRetry={onRetry} homeHref="/account" />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/account');
  });
});
