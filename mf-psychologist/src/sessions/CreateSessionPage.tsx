import { useState, type FormEvent } from 'react';
import { useNavigate } from '@harbour/router';
import { useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPsychologistAvailabilityQuery } from '@harbour/sdk/availability';
import { useCreatePracticeSessionMutation } from '@harbour/sdk/practice';
import { Button, calendarDateInZone, Container, FormAlert, formatInZone, instantOfWallTime, LoadError, Loading, zoneAbbreviation } from '@harbour/ui';
import { PatientSelect } from './PatientSelect';
import { centsOf, DURATIONS, fieldProblems } from './practice-format';
import { SessionsNav } from './SessionsNav';

/**
 * /psychologists/account/sessions/create: book a private session for a patient in their care at
 * any time the psychologist chooses, today included, on their own clock (the practice zone).
 * Their minimum notice and weekly hours are for clients booking them; only their own sessions
 * stand in the way, and the API says so.
 */
export function CreateSessionPage() {
  const [create, creating] = useCreatePracticeSessionMutation();
  const rules = useGetPsychologistAvailabilityQuery();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [patientId, setPatientId] = useState('');
  const [durationTypeId, setDurationTypeId] = useState(2);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  if (rules.error) {
    return (
      <Container>
        <h1>Book a session for a patient</h1>
        <LoadError what="your practice time zone" message={errorMessageOf(rules.error)} onRetry={() => void rules.refetch()} />
      </Container>
    );
  }
  if (!rules.data) return <Loading label="Loading your practice details" />;
  const timeZone = rules.data.timeZone;
  const today = calendarDateInZone(timeZone);
  const chosenDate = date || today;
  const startsAt = time ? instantOfWallTime(chosenDate, time, timeZone) : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = centsOf(price);
    if (!patientId) return setProblem('Choose a patient.');
    if (!startsAt) return setProblem('Choose a date and a time.');
    if (startsAt.getTime() <= Date.now()) return setProblem('Choose a time in the future.');
    if (cents === null) return setProblem('Enter the fee in dollars, for example 180 or 180.50.');
    setProblem(undefined);
    try {
      const session = await create({ createPracticeSessionRequest: { patientId, sessionStartDate: startsAt.toISOString(), sessionDurationTypeId: durationTypeId, priceCents: cents } }).unwrap();
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
      <p>Choose any time, today included. Your minimum notice and weekly hours apply only to clients booking you; you cannot book over another of your sessions.</p>
      <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '36rem' }}>
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
          Date
          <input type="date" value={chosenDate} min={today} onChange={(e) => setDate(e.target.value)} required />
        </label>
        <label>
          Time ({zoneAbbreviation(timeZone, startsAt ?? new Date())}, your practice clock)
          <input type="time" value={time} step={300} onChange={(e) => setTime(e.target.value)} required />
        </label>
        {startsAt && <p aria-live="polite">Starts {formatInZone(startsAt.toISOString(), timeZone)}.</p>}
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
