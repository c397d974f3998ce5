import { useState, type FormEvent } from 'react';
import { usePlatform } from '@harbour/platform';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useClosePatientAccountMutation, type AccountClosure } from '@harbour/sdk/accounts';
import { Button, ConfirmDialog, Form, FormActions, FormAlert, TextField } from '@harbour/ui';
import { Card, Muted, Notice } from '../layout/ui';

/**
 * Closing the account. Health records must be kept at least 7 years after the last session (a
 * child's until they turn 25), so the page says plainly what goes and what stays, and who sees it.
 */
export function CloseAccountSection() {
  const platform = usePlatform();
  const [close, closing] = useClosePatientAccountMutation();
  const [confirmEmail, setConfirmEmail] = useState('');
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [closed, setClosed] = useState<AccountClosure>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    if (!confirmEmail.trim()) {
      setErrors({ confirmEmail: 'Type the email address of your account to confirm.' });
      return;
    }
    setErrors({});
    setAsking(true);
  };
  const confirm = async () => {
    setAsking(false);
    try {
      setClosed(await close({ closeAccountRequest: { confirmEmail, ...(reason.trim() && { reason: reason.trim() }) } }).unwrap());
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setAlert(errorMessageOf(err));
    }
  };

  if (closed) {
    return (
      <Card aria-labelledby="close-heading">
        <h2 id="close-heading">Your account is closed</h2>
        <Notice role="status">
          Your account is closed and your contact details are removed. Your clinical records are kept until{' '}
          {new Date(`${closed.clinicalRecordsRetainedUntil}T00:00:00`).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' })}.
        </Notice>
        <Muted>{closed.retainedRecordsVisibleTo}</Muted>
        <Button onClick={() => void platform.signOut()}>Finish</Button>
      </Card>
    );
  }
  return (
    <Card aria-labelledby="close-heading">
      <h2 id="close-heading">Close your account</h2>
      <p>When you close your account:</p>
      <ul>
        <li>you can no longer sign in, and you are signed out everywhere;</li>
        <li>your contact details (email, phone, postcode, next of kin, partner details) and saved cards are removed;</li>
        <li>
          your clinical records (sessions, case notes, DASS-21 results, referrals) are <strong>kept</strong>, as Australian law requires: at least 7 years after
          your last session, or until you turn 25 if you were a child. Only the psychologists you saw can read them; you can ask us for a copy.
        </li>
      </ul>
      <Muted>Cancel any sessions still to come and settle any payment owed first.</Muted>
      <Form onSubmit={submit} noValidate aria-label="Close your account">
        <FormAlert message={alert} />
        <TextField label="Type your email address to confirm" name="confirmEmail" type="email" autoComplete="off" required value={confirmEmail} onChange={setConfirmEmail} error={errors.confirmEmail} />
        <TextField label="Why are you leaving?" name="reason" maxLength={1000} value={reason} onChange={setReason} error={errors.reason} />
        <FormActions>
          <Button type="submit" variant="secondary" loading={closing.isLoading}>
            Close my account
          </Button>
        </FormActions>
      </Form>
      <ConfirmDialog
        open={asking}
        title="Close your account?"
        message="You will be signed out and cannot sign in again. Your clinical records are kept as the law requires."
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}
