import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { HarbourThemeProvider } from '../theme/HarbourThemeProvider';
import { createTheme } from '../theme/createTheme';

describe('Button', () => {
  it('is a real button that calls onClick on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Book now</Button>);

    const button = screen.getByRole('button', { name: 'Book now' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('ignores clicks while disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Pay
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows a labelled spinner, is busy and ignores clicks and keys while loading', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: /pay/i });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('img', { name: 'Loading' })).toBeInTheDocument();

    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form again while loading', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Save
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders every variant with or without a theme provider and keeps styling props off the DOM', () => {
    render(
      <>
        <Button variant="secondary">Cancel</Button>
        <HarbourThemeProvider theme={createTheme({ colours: { primary: { r: 0, g: 87, b: 184 } } })}>
          <Button variant="link">Learn more</Button>
        </HarbourThemeProvider>
      </>,
    );
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).not.toHaveAttribute('variant');
    expect(cancel).not.toHaveAttribute('$variant');
    expect(screen.getByRole('button', { name: 'Learn more' })).toBeInTheDocument();
  });
});
