import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { describeError } from '@harbour/sdk';
import { useStepUpMutation } from '@harbour/sdk/identity';
import { Button, FormAlert, Modal, ModalActions, TextField, type ModalCloseReason } from '@harbour/ui';

const PROVED = 'proved';

export interface StepUpDialogProps {
  open: boolean;
  /** true once the API accepted a code; false when closed without one (Cancel, Close, Escape). */
  onDone: (proved: boolean) => void;
}

/**
 * Asks for the authenticator code (or a recovery code) before an action that needs a fresh one,
 * and proves it to the API. A wrong code keeps the dialog open with the API's message; the form
 * behind it is untouched either way.
 */
export function StepUpDialog({ open, onDone }: StepUpDialogProps) {
  const descriptionId = useId();
  // The code field takes the focus when the dialog opens (the Modal's own default is the dialog).
  const codeRef = useRef<HTMLElement | null>(null);
  return (
    <Modal open={open} initialFocusRef={codeRef} onClose={(reason: ModalCloseReason) => onDone(reason === PROVED)} title="Confirm it is you" size="small" disableBackdropClose aria-describedby={descriptionId}>
      {(close) => <CodeForm descriptionId={descriptionId} codeRef={codeRef} onProved={() => close(PROVED)} onCancel={() => close('cancel')} />}
    </Modal>
  );
}

interface CodeFormProps {
  descriptionId: string;
  codeRef: RefObject<HTMLElement | null>;
  onProved: () => void;
  onCancel: () => void;
}

function CodeForm({ descriptionId, codeRef, onProved, onCancel }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [stepUp, { isLoading }] = useStepUpMutation();
  const focusCode = () => codeRef.current?.focus();
  const holdForm = (form: HTMLFormElement | null) => {
    codeRef.current = form?.querySelector<HTMLInputElement>('input[name="code"]') ?? null;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // React passes events up through the portal: the page's own form must not see this submit.
    event.stopPropagation();
    setAlert(undefined);
    if (!code.trim()) {
      setFieldError('Enter the code from your authenticator app.');
      focusCode();
      return;
    }
    setFieldError(undefined);
    try {
      await stepUp({ stepUpRequest: { code: code.trim() } }).unwrap();
      onProved();
    } catch (error) {
      const { message, fields } = describeError(error);
      if (fields.code) setFieldError(fields.code);
      else setAlert(message);
      setCode('');
      focusCode();
    }
  };

  return (
    <form ref={holdForm} noValidate onSubmit={(e) => void onSubmit(e)}>
      <p id={descriptionId}>This action needs a fresh code: enter the one your authenticator app shows now, or a recovery code.</p>
      <FormAlert message={alert} />
      <TextField
        label="Authenticator code"
        name="code"
        required
        autoComplete="one-time-code"
        spellCheck={false}
        maxLength={20}
        value={code}
        error={fieldError}
        onChange={setCode}
      />
      <ModalActions>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isLoading} disabled={isLoading}>
          Confirm
        </Button>
      </ModalActions>
    </form>
  );
}
