import { render, screen } from '@testing-library/react';
import { Loading } from './Loading';
import { Spinner } from './Spinner';

describe('Loading and Spinner', () => {
  it('Loading announces its label in a status region', () => {
    render(<Loading label="Loading your sessions" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your sessions');
    // The spinner is decorative here: the text already says it.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('a compact Loading (a part of a page) keeps no 160 px block for what follows to jump from', () => {
    const { rerender } = render(<Loading label="Loading your bookable times" />);
    expect(getComputedStyle(screen.getByRole('status')).minHeight).toBe('160px');
    rerender(<Loading label="Loading your bookable times" compact />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your bookable times');
    expect(getComputedStyle(status).minHeight).toBe('0');
    expect(getComputedStyle(status).paddingTop).toBe('0px');
  });

  it('Spinner is named "Loading" by default and can be decorative', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.getByRole('img', { name: 'Loading' })).toBeInTheDocument();
    rerender(<Spinner label={null} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
