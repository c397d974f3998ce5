import { useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { Button, FormAlert, Modal, ModalActions, TextField } from '@harbour/ui';
import type { AccountOverview } from '@harbour/sdk/accounts';
import { StepUpCancelled } from '../step-up/step-up-words';

export interface CloseAccountDialogProps {
  name: string;
  email: string;
  userType: AccountOverview['userType'];
  /** Closes (asking for a fresh code on the way); a rejection's message is shown and the typing kept. */
  onClose: (confirmEmail: string, reason: string) => Promise<unknown>;
  onCancel: () => void;
}

export const TYPE_THE_EMAIL = 'Type the email address of the account to confirm.';

/** What closing does to this kind of account and what is kept (docs/security.md, Closing an account). */
export function closingWords(name: string, userType: AccountOverview['userType']): string {
  if (userType === 'psychologist')
    return `${name} will no longer be able to sign in. Their directory listing goes, their contact details are removed and their clients can read but no longer send messages to them. Their name, AHPRA registration and Medicare provider number stay with the records of the services they gave (sessions, case notes, invoices, correspondence), kept for 7 years after their last session. Closing is refused while they have sessions to come.`;
  if (userType === 'gp')
    return `${name} will no longer be able to sign in. Their contact details are removed. The referrals and care plans they sent stay, with their name and Medicare provider number, kept for 7 years after their last referral.`;
  return `${name} will no longer be able to sign in. Their contact details are removed. Their clinical records (sessions, case notes, DASS-21 results, invoices) are kept for the retention period: 7 years after the last service, or until they turn 25 if that is later.`;
}

/** The confirmation before closing: what happens, the account's email typed again, an optional reason. */
export function CloseAccountDialog({ name, email, userType, onClose, onCancel }: CloseAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [typedError, setTypedError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent, close: () => void) => {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== email.toLowerCase()) return setTypedError(TYPE_THE_EMAIL);
    setTypedError(undefined);
    setProblem(undefined);
    setSending(true);
    try {
      await onClose(typed.trim(), reason.trim());
      close();
    } catch (error) {
      if (error instanceof StepUpCancelled) return;
      const fields = fieldErrorsOf(error);
      if (fields.confirmEmail) setTypedError(fields.confirmEmail);
      else setProblem(errorMessageOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open title={`Close the account of ${name}`} onClose={onCancel} disableBackdropClose>
      {(close) => (
        <form onSubmit={(e) => void submit(e, () => close())} noValidate>
          <p>{closingWords(name, userType)}</p>
          <FormAlert message={problem} />
          <TextField label={`Type ${email} to confirm`} name="confirmEmail" type="email" value={typed} onChange={setTyped} required autoComplete="off" error={typedError} />
          <TextField label="Reason" name="reason" value={reason} onChange={setReason} maxLength={1000} hint="For example how they asked. Kept with the closure." />
          <ModalActions>
            <Button type="button" variant="secondary" onClick={() => close()}>
              Keep the account
            </Button>
            <Button type="submit" loading={sending}>
              Close the account
            </Button>
          </ModalActions>
        </form>
      )}
    </Modal>
  );
}
