import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import { Button, FormAlert, Modal, ModalActions, TextField } from '@harbour/ui';

export const REASON_MAX_LENGTH = 1000;

export interface ReasonDialogProps {
  /** The dialog's title, e.g. "Decline Pat Pending". */
  title: string;
  /** What happens, said before the reason is asked for. */
  explanation: string;
  /** The final button, e.g. "Decline Pat Pending". */
  actionLabel: string;
  /** Sends the decision; a rejection's message is shown and the reason kept. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
  /** What happens to the reason, when it is not emailed to the practitioner (e.g. only recorded). */
  reasonUse?: ReasonUse;
}

export interface ReasonUse {
  missing: string;
  hint: string;
  confirm: string;
}

const EMAILED: ReasonUse = { missing: 'Enter the reason: they are emailed it.', hint: 'Emailed to them word for word.', confirm: 'They are emailed this reason:' };

/**
 * Asks for the reason (required: the practitioner is emailed it word for word), then for a
 * confirmation showing it, then sends. A refusal returns to the reason with the API's message and
 * the words kept, so nothing typed is lost.
 */
export function ReasonDialog({ title, explanation, actionLabel, onSubmit, onClose, reasonUse = EMAILED }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<'reason' | 'confirm'>('reason');
  const [fieldError, setFieldError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  // Each step replaces the buttons that led to it: focus goes to the new step's heading.
  useEffect(() => {
    if (firstStep.current) firstStep.current = false;
    else stepHeading.current?.focus();
  }, [step]);

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setFieldError(reasonUse.missing);
    setFieldError(undefined);
    setProblem(undefined);
    setStep('confirm');
  };

  const send = async (close: () => void) => {
    setSending(true);
    try {
      await onSubmit(reason.trim());
      close();
    } catch (error) {
      setProblem(errorMessageOf(error));
      setStep('reason');
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open title={title} onClose={onClose} disableBackdropClose>
      {(close) =>
        step === 'confirm' ? (
          <section aria-labelledby="reason-confirm-heading">
            <h3 id="reason-confirm-heading" ref={stepHeading} tabIndex={-1} style={{ marginTop: 0 }}>
              {actionLabel}?
            </h3>
            <p>{reasonUse.confirm}</p>
            <blockquote style={{ margin: '0 0 1rem', paddingLeft: '1rem', borderLeft: '4px solid currentColor', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{reason.trim()}</blockquote>
            <ModalActions>
              <Button type="button" variant="secondary" disabled={sending} onClick={() => setStep('reason')}>
                Change the reason
              </Button>
              <Button type="button" loading={sending} onClick={() => void send(() => close())}>
                {actionLabel}
              </Button>
            </ModalActions>
          </section>
        ) : (
          <form onSubmit={review} noValidate>
            <h3 ref={stepHeading} tabIndex={-1} style={{ marginTop: 0 }}>
              The reason
            </h3>
            <p>{explanation}</p>
            <FormAlert message={problem} />
            <TextField label="Reason" name="reason" value={reason} onChange={setReason} required maxLength={REASON_MAX_LENGTH} hint={reasonUse.hint} error={fieldError} />
            <ModalActions>
              <Button type="button" variant="secondary" onClick={() => close()}>
                Cancel
              </Button>
              <Button type="submit">Continue</Button>
            </ModalActions>
          </form>
        )
      }
    </Modal>
  );
}
