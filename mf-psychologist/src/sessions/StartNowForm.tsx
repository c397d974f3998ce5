import { useId, useState, type FormEvent } from 'react';
import { Link } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useStartPracticeSessionNowMutation, type StartedPracticeSession } from '@harbour/sdk/practice';
import { Button, FormAlert } from '@harbour/ui';
import { Card } from '../layout/practiceStyles';
import { PatientSelect } from './PatientSelect';
import { centsOf, DURATIONS, fieldProblems, fullName } from './practice-format';

/** What the psychologist is told about the link: where it went, or that they must send it. */
export function sentText(started: StartedPracticeSession): string {
  const client = fullName(started.session.sessionParticipants.find((p) => p.isLeadParticipant));
  if (started.sentBy.length === 0) return `The link could not be sent to ${client}: copy it and send it to them yourself.`;
  const ways = started.sentBy.map((way) => (way === 'sms' ? 'by text message' : 'by email')).join(' and ');
  return `${client} has been sent the link ${ways}.`;
}

/**
 * "Start a session now": an ad-hoc session with a patient in the psychologist's care, starting at
 * once; the client is sent the link to the session (sign-in first), which is also shown here to
 * copy, beside the way into the psychologist's own video room.
 */
export function StartNowForm() {
  const [start, starting] = useStartPracticeSessionNowMutation();
  const [patientId, setPatientId] = useState('');
  const [durationTypeId, setDurationTypeId] = useState(2);
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string>();
  const [started, setStarted] = useState<StartedPracticeSession>();
  const [copied, setCopied] = useState<string>();
  const headingId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = price.trim() === '' ? 0 : centsOf(price);
    if (!patientId) return setProblem('Choose a patient.');
    if (cents === null) return setProblem('Enter the fee in dollars, for example 180 or 180.50, or leave it empty for no fee.');
    setProblem(undefined);
    try {
      setStarted(await start({ startPracticeSessionNowRequest: { patientId, sessionDurationTypeId: durationTypeId, priceCents: cents } }).unwrap());
    } catch (error) {
      setProblem(fieldProblems(error).join(' ') || errorMessageOf(error));
    }
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copied.');
    } catch {
      setCopied('Copying is not allowed here: select the link and copy it.');
    }
  };

  if (started) {
    return (
      <Card aria-labelledby={headingId}>
        <h2 id={headingId}>Session started</h2>
        <p role="status">{sentText(started)}</p>
        <label>
          Link for your client
          <input readOnly value={started.joinUrl} onFocus={(e) => e.target.select()} style={{ width: '100%' }} />
        </label>
        <p>
          <Button type="button" variant="secondary" onClick={() => void copy(started.joinUrl)}>
            Copy link
          </Button>{' '}
          <span aria-live="polite">{copied}</span>
        </p>
        <p>
          <Link to={`/session/new/${encodeURIComponent(started.session.sessionId)}`}>Open the video room</Link>
        </p>
      </Card>
    );
  }

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>Start a session now</h2>
      <p>For a patient already in your care: the session starts now and they are sent a link to join it.</p>
      <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '36rem' }} aria-labelledby={headingId}>
        <PatientSelect value={patientId} onChange={setPatientId} />
        <label>
          Length
          <select value={durationTypeId} onChange={(e) => setDurationTypeId(Number(e.target.value))}>
            {DURATIONS.map(([id, m]) => (
              <option key={id} value={id}>
                {m} minutes
              </option>
            ))}
          </select>
        </label>
        <label>
          Fee (AUD, empty for none)
          <input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
        </label>
        <FormAlert message={problem} />
        <Button type="submit" disabled={starting.isLoading}>
          Start now and send the link
        </Button>
      </form>
    </Card>
  );
}
