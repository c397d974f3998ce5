import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../button/Button';
import { Modal } from './Modal';
import { ModalActions } from './modalStyles';

/** Spec §8 "Login expired", verbatim. */
export const LOGIN_EXPIRED_MESSAGE = 'Your login has expired. Please click Login to continue.';

const Message = styled.p`
  margin: 0;
`;

export interface LoginExpiredDialogProps {
  open: boolean;
  /** Starts the login; while a returned promise is pending the button shows loading. */
  onLogin: () => unknown;
}

/** The popup-mode auth error dialog (spec §4, §8). It can only be answered with Login. */
export function LoginExpiredDialog({ open, onLogin }: LoginExpiredDialogProps) {
  const messageId = useId();
  const loginRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);

  const login = async () => {
    setPending(true);
    try {
      await onLogin();
    } catch {
      // The owner reports login failures; here the button only becomes usable again.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      // Not dismissible: the user's session is gone, so there is nothing to go back to.
      onClose={() => undefined}
      dismissible={false}
      role="alertdialog"
      aria-label="Login expired"
      aria-describedby={messageId}
      size="small"
      initialFocusRef={loginRef}
    >
      <Message id={messageId}>{LOGIN_EXPIRED_MESSAGE}</Message>
      <ModalActions>
        <Button ref={loginRef} loading={pending} onClick={login}>
          Login
        </Button>
      </ModalActions>
    </Modal>
  );
}
