import { useRef, useState, type FormEvent } from 'react';
import { useDialogs, useToasts } from '@harbour/platform';
import { describeError } from '@harbour/sdk';
import { useRefundSessionPaymentMutation, type PaidPaymentRow } from '@harbour/sdk/payments';
import { Button, Form, FormActions, FormAlert, RequiredNote, TextField, useFormState } from '@harbour/ui';
import { useStepUp } from '../step-up/useStepUp';
import { centsOf, money, refundQuestion, whenWords } from './payment-words';

const EMPTY = { amountCents: '', reason: '' };

/** One refund form = one refund: its key goes with every send, so a double click or a resend refunds once. */
const newRequestId = () =>
  // randomUUID needs a secure context (https or localhost); 16 random bytes in hex serve as well.
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Refunds all or part of what is left of a payment, with a reason, after a confirmation and a
 * fresh authenticator code. A refusal keeps every value and names the field.
 */
export function RefundForm({ row, onClose }: { row: PaidPaymentRow; onClose: () => void }) {
  const { values, setValue, errors, showErrors, formRef } = useFormState(EMPTY);
  const [alert, setAlert] = useState<string>();
  const [requestId, setRequestId] = useState(newRequestId);
  const [refund, { isLoading }] = useRefundSessionPaymentMutation();
  const { withStepUp, dialog } = useStepUp();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const headingId = `refund-heading-${row.sessionId}`;
  // One submit at a time, from the first click to the answer: ten quick clicks ask once and send once.
  const busy = useRef(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await submit();
    } finally {
      busy.current = false;
    }
  };

  const submit = async () => {
    setAlert(undefined);
    const problems: Record<string, string> = {};
    const typed = values.amountCents.trim();
    const amountCents = typed ? centsOf(typed) : row.leftCents;
    if (amountCents === undefined) problems.amountCents = 'Enter an amount in dollars and cents, e.g. 50.00.';
    else if (amountCents <= 0 || amountCents > row.leftCents) problems.amountCents = `Refund between $0.01 and ${money(row.leftCents)} (what is left).`;
    if (!values.reason.trim()) problems.reason = 'Say why the payment is refunded.';
    if (Object.keys(problems).length) {
      showErrors(problems);
      return;
    }
    const sure = await dialogs.confirm(refundQuestion(amountCents!, row, values.reason.trim()), { title: 'Refund a payment', confirmLabel: 'Refund', cancelLabel: 'Not now' });
    if (!sure) return;
    try {
      const body = { requestId, reason: values.reason.trim(), ...(typed && { amountCents }) };
      const result = await withStepUp(() => refund({ sessionId: row.sessionId, newRefundRequest: body }).unwrap());
      // Answered: this form's refund is made (or failed at Stripe); another refund needs a new key.
      setRequestId(newRequestId());
      if (result.refund.status === 'Failed') {
        setAlert(`Stripe did not make the refund: ${result.refund.failureMessage ?? 'no reason given'}. Nothing was refunded; you may try again.`);
        return;
      }
      toasts.show({ type: 'success', message: `Refunded ${money(result.refund.amountCents)} to ${row.clientEmail}. ${money(result.leftCents)} is left of the payment.` });
      onClose();
    } catch (error) {
      const { message, fields } = describeError(error);
      showErrors(fields);
      setAlert(Object.keys(fields).length ? 'No refund was made: check the fields marked below.' : `No refund was made. ${message}`);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>
        Refund {row.clientEmail}, session of {whenWords(row.sessionStartDate)}
      </h3>
      <p>
        Paid {money(row.paidCents)}; {money(row.leftCents)} is left to refund.
      </p>
      <Form ref={formRef} noValidate aria-labelledby={headingId} onSubmit={(e) => void onSubmit(e)}>
        <RequiredNote>Fields marked * are required.</RequiredNote>
        <FormAlert message={alert} />
        <TextField
          label="Amount in dollars"
          name="amountCents"
          inputMode="decimal"
          hint={`Leave empty to refund all that is left: ${money(row.leftCents)}.`}
          value={values.amountCents}
          error={errors.amountCents}
          onChange={(v) => setValue('amountCents', v)}
        />
        <TextField label="Reason" name="reason" required maxLength={500} hint="Kept with the refund." value={values.reason} error={errors.reason} onChange={(v) => setValue('reason', v)} />
        <FormActions>
          <Button type="submit" loading={isLoading} disabled={isLoading}>
            Refund
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Close the refund form
          </Button>
        </FormActions>
      </Form>
      {dialog}
    </section>
  );
}
