import { useState } from 'react';
import { useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { Button, FormAlert } from '@harbour/ui';

export interface PartialAccountStartProps {
  maskedEmail: string;
  sendCode: () => Promise<unknown>;
  onSent: () => void;
}

/** Explains what happens next and sends the first code. */
export function PartialAccountStart({ maskedEmail, sendCode, onSent }: PartialAccountStartProps) {
  const toasts = useToasts();
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string>();

  const send = async () => {
    setAlert(undefined);
    setSending(true);
    try {
      await sendCode();
      toasts.show({ type: 'success', message: `We have sent a code to ${maskedEmail}.` });
      onSent();
    } catch (error) {
      setAlert(errorMessageOf(error));
      setSending(false);
    }
  };

  return (
    <>
      <p>
        Your Harbour account is almost ready. To finish it, we will send a 6-digit code to <strong>{maskedEmail}</strong>.
      </p>
      <FormAlert message={alert} />
      <Button loading={sending} onClick={send}>
        Send code
      </Button>
    </>
  );
}
