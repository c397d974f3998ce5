import { useState, type FormEvent } from 'react';
import { useNavigate } from '@harbour/router';
import { useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useCreatePracticeSessionMutation } from '@harbour/sdk/practice';
import { Button, Container, FormAlert } from '@harbour/ui';
import { PatientSelect } from './PatientSelect';
import { fieldProblems } from './practice-format';
import { SessionsNav } from './SessionsNav';
import { SlotPicker } from './SlotPicker';

export const DURATIONS: [number, number][] = [
  [1, 20],
  [2, 50],
  [3, 80],
];

/** Whole dollars and cents typed by a person → cents, or null when it is not an amount. */
export function centsOf(text: string): number | null {
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(text.trim())) return null;
  return Math.round(Number(text.trim()) * 100);
}

/** /psychologists/account/sessions/create: book a private session for a patient in their care (same booking rules: a time they offer, held by slot locks). */
export function CreateSessionPage() {
  const [create, creating] = useCreatePracticeSessionMutation();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [patientId, setPatientId] = useState('');
  const [durationTypeId, setDurationTypeId] = useState(2);
  const [time, setTime] = useState<string[]>([]);
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const minutes = DURATIONS.find(([id]) => id === durationTypeId)![1];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = centsOf(price);
    if (!patientId) return setProblem('Choose a patient.');
    if (!time[0]) return setProblem('Choose a time.');
    if (cents === null) return setProblem('Enter the fee in dollars, for example 180 or 180.50.');
    setProblem(undefined);
    try {
      const session = await create({ createPracticeSessionRequest: { patientId, sessionStartDate: time[0], sessionDurationTypeId: durationTypeId, priceCents: cents } }).unwrap();
      toasts.show({ type: 'success', message: 'Session booked. The client has been emailed.' });
      navigate(`/psychologists/account/sessions/${encodeURIComponent(session.sessionId)}`);
    } catch (error) {
      setProblem(fieldProblems(error).join(' ') || errorMessageOf(error));
    }
  };

  return (
    <Container>
      <h1>Book a session for a patient</h1>
      <SessionsNav />
      <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '36rem' }}>
        <PatientSelect value={patientId} onChange={setPatientId} />
        <label>
          Length
          <select value={durationTypeId} onChange={(e) => (setDurationTypeId(Number(e.target.value)), setTime([]))}>
            {DURATIONS.map(([id, m]) => (
              <option key={id} value={id}>
                {m} minutes
              </option>
            ))}
          </select>
        </label>
        <SlotPicker durationMinutes={minutes} multiple={false} value={time} onChange={setTime} />
        <label>
          Fee (AUD)
          <input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} required />
        </label>
        <FormAlert message={problem} />
        <Button type="submit" disabled={creating.isLoading}>
          Book session
        </Button>
      </form>
    </Container>
  );
}
