import { useId, useState, type FormEvent } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import { useReplyToGpLetterMutation, type GpLetter } from '@harbour/sdk/correspondence';
import { Button, FormAlert } from '@harbour/ui';

/** The GP's reply to an opened letter, emailed to the psychologist who wrote it; the text stays if sending fails. */
export function ReplyForm({ letter }: { letter: GpLetter }) {
  const id = useId();
  const [reply, { isLoading }] = useReplyToGpLetterMutation();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sent, setSent] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (!message.trim()) return setProblem('Write your reply.');
    setProblem(undefined);
    setSent(undefined);
    try {
      await reply({ letterId: letter.letterId, gpLetterReplyRequest: { message } }).unwrap();
      setSent(`Reply sent to ${letter.psychologistName}.`);
      setMessage('');
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate style={{ display: 'grid', gap: '0.5rem', marginTop: '1rem' }}>
      <label htmlFor={id}>Your reply to {letter.psychologistName}</label>
      <textarea id={id} rows={4} maxLength={4000} value={message} onChange={(e) => setMessage(e.target.value)} aria-invalid={problem ? true : undefined} />
      <FormAlert message={problem} />
      <p role="status">{sent}</p>
      <div>
        <Button type="submit" disabled={isLoading}>
          Send reply
        </Button>
      </div>
    </form>
  );
}
