import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/Button';
import { Modal } from './Modal';
import { ModalActions } from './modalStyles';
import type { ModalCloseReason } from './types';

export const CONFIRM_PROMPT = 'Press OK to confirm.';

const CONFIRM_REASON = 'confirm';

const Message = styled.div`
  margin: 0 0 8px;
  white-space: pre-line;
`;

const Prompt = styled.p`
  margin: 0;
`;

export interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  title?: ReactNode;
  /** The action button, named by what it does ("Cancel session"); spec default "Ok". */
  confirmLabel?: string;
  /** The button that changes nothing ("Keep session"); spec default "Cancel". */
  cancelLabel?: string;
  /** Called (after the modal's close delay) when Ok is pressed. */
  onConfirm: () => void;
  /** Called when Cancel, Close, Escape or the backdrop dismiss the dialog. */
  onCancel: () => void;
}

/** Spec §2 confirm dialog: the message, "Press OK to confirm.", Ok and Cancel. */
export function ConfirmDialog({ open, message, title, confirmLabel = 'Ok', cancelLabel = 'Cancel', onConfirm, onCancel }: ConfirmDialogProps) {
  const descriptionId = useId();
  // Cancel gets focus first: the least destructive choice (WAI-ARIA alert dialog pattern).
  const cancelRef = useRef<HTMLButtonElement>(null);

  const handleClose = (reason: ModalCloseReason) => {
    if (reason === CONFIRM_REASON) onConfirm();
    else onCancel();
  };

  return (
    <Modal
      open={open}
      onClose={handleClose}
      title={title}
      aria-label={title ? undefined : 'Confirm'}
      aria-describedby={descriptionId}
      role="alertdialog"
      size="small"
      initialFocusRef={cancelRef}
    >
      {(close) => (
        <>
          <div id={descriptionId}>
            <Message>{message}</Message>
            <Prompt>{confirmLabel === 'Ok' ? CONFIRM_PROMPT : `Press “${confirmLabel}” to confirm.`}</Prompt>
          </div>
          <ModalActions>
            <Button variant="secondary" ref={cancelRef} onClick={() => close('cancel')}>
              {cancelLabel}
            </Button>
            <Button onClick={() => close(CONFIRM_REASON)}>{confirmLabel}</Button>
          </ModalActions>
        </>
      )}
    </Modal>
  );
}
