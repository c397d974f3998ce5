import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal, type ModalProps } from './Modal';
import { MODAL_CLOSE_DELAY_MS } from './constants';
import { useModalClose } from './ModalCloseContext';
import type { ModalCloseReason } from './types';

function SaveButton() {
  const close = useModalClose();
  return <button onClick={() => close('saved')}>Save</button>;
}

function Harness({
  onClose = jest.fn(),
  ...props
}: Partial<Omit<ModalProps, 'onClose'>> & { onClose?: (reason: ModalCloseReason) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal
        title="Reschedule session"
        {...props}
        open={open}
        onClose={(reason) => {
          onClose(reason);
          setOpen(false);
        }}
      >
        <p>Pick a new time.</p>
        <SaveButton />
      </Modal>
    </>
  );
}

const finishCloseDelay = () => act(() => jest.advanceTimersByTime(MODAL_CLOSE_DELAY_MS));

describe('Modal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('renders nothing while closed', () => {
    render(<Modal open={false} title="Hidden" onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a labelled modal dialog in a portal on document.body', async () => {
    const user = setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Reschedule session' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Pick a new time.')).toBeVisible();
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('uses aria-label as the name when there is no title', () => {
    render(<Modal open aria-label="Video settings" onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Video settings' })).toBeInTheDocument();
  });

  it('closes from the Close button, calling onClose only after the close delay', async () => {
    const user = setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_DELAY_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('closeButton');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.keyboard('{Escape}');
    finishCloseDelay();
    expect(onClose).toHaveBeenCalledWith('escapeKey');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click but not on a click inside the dialog', async () => {
    const user = setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.click(screen.getByText('Pick a new time.'));
    finishCloseDelay();
    expect(onClose).not.toHaveBeenCalled();

    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop);
    finishCloseDelay();
    expect(onClose).toHaveBeenCalledWith('backdrop');
  });

  it('stays open on a backdrop click when disableBackdropClose is set', async () => {
    const user = setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} disableBackdropClose />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    finishCloseDelay();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lets content close it through useModalClose with its own reason', async () => {
    const user = setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Escape}');
    finishCloseDelay();
    // The first request wins and onClose runs once.
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('saved');
  });

  it('moves focus into the dialog, keeps Tab inside it, and returns focus on close', async () => {
    const user = setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

    await user.keyboard('{Escape}');
    finishCloseDelay();
    expect(opener).toHaveFocus();
  });

  it('closes only the topmost of two stacked modals on Escape', async () => {
    const user = setup();
    const outerClose = jest.fn();
    const innerClose = jest.fn();
    render(
      <Modal open title="Outer" onClose={outerClose}>
        <Modal open title="Inner" onClose={innerClose} />
      </Modal>,
    );
    await user.keyboard('{Escape}');
    finishCloseDelay();
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });

  it('gives focus to a confirm opened from inside a modal, then back to the modal', async () => {
    const user = setup();
    function Nested() {
      const [confirming, setConfirming] = useState(false);
      return (
        <Modal open title="Outer" onClose={jest.fn()}>
          <button onClick={() => setConfirming(true)}>Delete</button>
          <Modal open={confirming} title="Inner" onClose={() => setConfirming(false)} />
        </Modal>
      );
    }
    render(<Nested />);
    const remove = screen.getByRole('button', { name: 'Delete' });
    await user.click(remove);
    expect(screen.getByRole('dialog', { name: 'Inner' })).toHaveFocus();
    await user.keyboard('{Escape}');
    finishCloseDelay();
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
  });

  it('goes full-screen under 1024px wide', async () => {
    render(<Modal open title="Phone" onClose={jest.fn()} />);
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('');
    expect(css).toMatch(/@media \(max-width: ?1023\.98px\)/);
  });
});

describe('Modal without a title', () => {
  it('still has a Close button', () => {
    render(<Modal open aria-label="Video settings" onClose={jest.fn()} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('Modal that is not dismissible', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has no Close button and ignores Escape and the backdrop; its own actions still close it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onClose = jest.fn();
    render(
      <Modal open title="Must answer" dismissible={false} onClose={onClose}>
        {(close) => <button onClick={() => close('answered')}>Answer</button>}
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    finishCloseDelay();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Answer' }));
    finishCloseDelay();
    expect(onClose).toHaveBeenCalledWith('answered');
  });
});
