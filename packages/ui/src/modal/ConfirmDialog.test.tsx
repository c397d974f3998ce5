import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { MODAL_CLOSE_DELAY_MS } from './constants';

function Harness({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      message="Remove this card?"
      onConfirm={() => {
        onConfirm();
        setOpen(false);
      }}
      onCancel={() => {
        onCancel();
        setOpen(false);
      }}
    />
  );
}

describe('ConfirmDialog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const finishCloseDelay = () => act(() => jest.advanceTimersByTime(MODAL_CLOSE_DELAY_MS));

  it('shows the message, the prompt and Ok / Cancel, with Cancel focused', () => {
    render(<Harness onConfirm={jest.fn()} onCancel={jest.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm' });
    expect(dialog).toHaveAccessibleDescription('Remove this card? Press OK to confirm.');
    expect(screen.getByText('Remove this card?')).toBeVisible();
    expect(screen.getByText('Press OK to confirm.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ok' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('names its buttons by their action when asked, still focusing the one that changes nothing', async () => {
    const user = setup();
    const onConfirm = jest.fn();
    render(
      <ConfirmDialog open message="Cancel your session on Monday?" title="Cancel session" confirmLabel="Cancel session" cancelLabel="Keep session" onConfirm={onConfirm} onCancel={jest.fn()} />,
    );
    // The prompt names the button that is there (the spec's "Press OK to confirm." is for Ok).
    expect(screen.getByRole('alertdialog', { name: 'Cancel session' })).toHaveAccessibleDescription('Cancel your session on Monday? Press “Cancel session” to confirm.');
    expect(screen.queryByRole('button', { name: 'Ok' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep session' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel session' }));
    finishCloseDelay();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('calls onConfirm after Ok', async () => {
    const user = setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onConfirm).not.toHaveBeenCalled();
    finishCloseDelay();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    ['Cancel', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Close', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('calls onCancel after %s', async (_name, act_) => {
    const user = setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    await act_(user);
    finishCloseDelay();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('does not confirm when Ok follows Cancel within the close delay', async () => {
    const user = setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    finishCloseDelay();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('uses the title as its name when given', () => {
    render(<ConfirmDialog open title="Cancel session" message="Cancel it?" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Cancel session' })).toBeInTheDocument();
  });
});
