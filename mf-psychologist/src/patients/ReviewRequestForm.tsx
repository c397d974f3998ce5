import { useId, useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useRequestGpReferralMutation } from '@harbour/sdk/correspondence';
import { Button, FormAlert } from '@harbour/ui';
import { Field, Muted } from '../layout/practiceStyles';

/**
 * After the 6th session (Better Access) the psychologist asks the GP to review the client for up to
 * 4 more sessions: POST /practice/sessions/{sessionId}/gp-referral-request with the latest session.
 * A GP with a Harbour account answers it from /gp/account/referrals; any GP also gets it by email.
 */
export function ReviewRequestForm({ sessionId, gpName }: { sessionId: string; gpName?: string }) {
  const id = useId();
  const [name, setName] = useState(gpName ?? '');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [request, requesting] = useRequestGpReferralMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    setSentTo(undefined);
    if (!name.trim() || !email.trim()) return setProblem("Enter the GP's name and email address.");
    try {
      await request({ sessionId, gpReferralRequestBody: { gp: { name: name.trim(), email: email.trim() }, ...(message.trim() && { message: message.trim() }) } }).unwrap();
      setSentTo(name.trim());
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setProblem(Object.keys(fields).length ? Object.values(fields).join(' ') : errorMessageOf(error));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Ask the GP for a review">
      <h3>Ask the GP for a review</h3>
      <Muted>After 6 sessions the GP may refer the client for up to 4 more (10 in a calendar year).</Muted>
      <FormAlert message={problem} />
      <Field>
        <label htmlFor={`${id}-name`}>GP's name</label>
        <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </Field>
      <Field>
        <label htmlFor={`${id}-email`}>GP's email</label>
        <input id={`${id}-email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
      </Field>
      <Field>
        <label htmlFor={`${id}-message`}>Message (optional)</label>
        <textarea id={`${id}-message`} value={message} onChange={(e) => setMessage(e.target.value)} rows={3} />
      </Field>
      <Button type="submit" loading={requesting.isLoading}>
        Send the request
      </Button>
      <p role="status">{sentTo && `Request sent to ${sentTo}. A GP with a Harbour account answers it there; every GP also gets it by email.`}</p>
    </form>
  );
}
