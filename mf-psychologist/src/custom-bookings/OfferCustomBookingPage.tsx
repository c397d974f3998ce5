import { useState, type FormEvent } from 'react';
import { useNavigate } from '@harbour/router';
import { useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useCreateMultiCustomBookingMutation } from '@harbour/sdk/practice';
import { Button, Container, FormAlert } from '@harbour/ui';
import { PatientSelect } from '../sessions/PatientSelect';
import { centsOf, DURATIONS, fieldProblems } from '../sessions/practice-format';
import { SessionsNav } from '../sessions/SessionsNav';
import { SlotPicker } from '../sessions/SlotPicker';

/** /psychologists/account/custom-bookings/book: offer one or several times, and a price, to a patient in their care. */
export function OfferCustomBookingPage() {
  const [offer, offering] = useCreateMultiCustomBookingMutation();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [patientId, setPatientId] = useState('');
  const [durationTypeId, setDurationTypeId] = useState(2);
  const [times, setTimes] = useState<string[]>([]);
  const [price, setPrice] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const minutes = DURATIONS.find(([id]) => id === durationTypeId)![1];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = centsOf(price);
    if (!patientId) return setProblem('Choose a patient.');
    if (times.length === 0) return setProblem('Choose at least one time.');
    if (cents === null) return setProblem('Enter the price in dollars, for example 180 or 180.50.');
    setProblem(undefined);
    try {
      await offer({
        createMultiCustomBookingRequest: { patientId, sessionStartDates: times, sessionDurationTypeId: durationTypeId, priceCents: cents, ...(message.trim() && { message: message.trim() }) },
      }).unwrap();
      toasts.show({ type: 'success', message: 'Times offered. The patient has been emailed.' });
      navigate('/psychologists/account/custom-bookings');
    } catch (error) {
      setProblem(fieldProblems(error).join(' ') || errorMessageOf(error));
    }
  };

  return (
    <Container>
      <h1>Offer times to a patient</h1>
      <SessionsNav />
      <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '36rem' }}>
        <PatientSelect value={patientId} onChange={setPatientId} />
        <label>
          Length
          <select value={durationTypeId} onChange={(e) => (setDurationTypeId(Number(e.target.value)), setTimes([]))}>
            {DURATIONS.map(([id, m]) => (
              <option key={id} value={id}>
                {m} minutes
              </option>
            ))}
          </select>
        </label>
        <SlotPicker durationMinutes={minutes} multiple value={times} onChange={setTimes} />
        <label>
          Price (AUD)
          <input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} required />
        </label>
        <label>
          Message to the patient (optional)
          <textarea value={message} onChange={(e) => setMessage(e.target.value)} maxLength={2000} />
        </label>
        <FormAlert message={problem} />
        <Button type="submit" disabled={offering.isLoading}>
          Offer {times.length > 1 ? `${times.length} times` : 'time'}
        </Button>
      </form>
    </Container>
  );
}
