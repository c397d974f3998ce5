import { useMemo, useState } from 'react';
import { slotsByDay, useBookableSlots, QuotePanel } from '@harbour/booking-kit';
import { errorMessageOf } from '@harbour/sdk';
import {
  useCreateInSessionPriceReservationMutation,
  useGetInSessionPatientPaymentStatusQuery,
  type PriceReservation,
  useBookSessionInSessionMutation,
  type SessionDetails,
} from '@harbour/sdk/booking';
import type { SessionRoom } from '@harbour/sdk/sessions';
import { Button, formatCents, formatInZone, formatTimeInZone, Loading } from '@harbour/ui';
import { InSessionCard } from './InSessionCard';

/**
 * In-session booking (spec §7 `in-session`): during or just after the session, the
 * psychologist books the next one with the same client — a time they offer, on the client's
 * clock, priced under the client's funding, the client's card, the client's agreement to the
 * cancellation policy. The API applies every booking rule; a time taken meanwhile is a clear 409.
 */
export function BookNextSession({ room }: { room: SessionRoom }) {
  const client = room.counterpart;
  const clientName = client.firstName;
  const zone = room.timezoneId;
  const preview = useBookableSlots({ as: 'psychologist', timeZone: zone, durationMinutes: room.durationMinutes });
  const status = useGetInSessionPatientPaymentStatusQuery({ patientId: client.userId });
  const [reserve, reserving] = useCreateInSessionPriceReservationMutation();
  const [book, booking] = useBookSessionInSessionMutation();
  const [startsAt, setStartsAt] = useState('');
  const [held, setHeld] = useState<PriceReservation>();
  const [cardId, setCardId] = useState<string>();
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [booked, setBooked] = useState<SessionDetails>();

  const days = useMemo(() => slotsByDay(preview.slots), [preview.slots]);

  const hold = async () => {
    setProblem(undefined);
    if (!startsAt) return setProblem('Choose a time for the next session.');
    try {
      setHeld(await reserve({ inSessionPriceReservationRequest: { patientId: client.userId, sessionStartDate: startsAt, timezoneId: zone } }).unwrap());
    } catch (error) {
      setProblem(errorMessageOf(error));
      preview.retry();
    }
  };

  const confirm = async () => {
    setProblem(undefined);
    if (!held) return;
    if (!agreed) return setProblem(`Please confirm that ${clientName} agrees to the cancellation policy.`);
    try {
      setBooked(await book({ inSessionBookRequest: { reservationId: held.reservationId, acceptCancellationPolicy: true, ...(cardId && { paymentMethodId: cardId }) } }).unwrap());
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  if (booked) {
    return (
      <section aria-labelledby="next-heading">
        <h2 id="next-heading">Next session booked</h2>
        <p role="status">
          Booked with {clientName} for {formatInZone(String(booked.sessionStartDate), zone)} ({clientName}’s time). You both get an email, and it is in
          both your session lists.
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby="next-heading">
      <h2 id="next-heading">Book the next session</h2>
      <p>
        With {clientName} {client.lastName}, {room.durationMinutes} minutes. Times are on {clientName}’s clock ({zone}).
      </p>
      {status.data?.hasFailedPayments && (
        <p role="alert">
          A payment of {formatCents(status.data.failedPayments[0].amountCents)} for an earlier session did not go through: {clientName} needs to retry it
          from their account before booking another session.
        </p>
      )}
      {preview.isLoading && !preview.error && <Loading label="Loading your free times" />}
      {preview.error ? <p role="alert">Your free times could not be loaded: {errorMessageOf(preview.error)}</p> : null}
      {!preview.isLoading && !preview.error && days.length === 0 && <p role="status">You have no free times in the next two weeks. Add hours on your availability page.</p>}
      {days.length > 0 && !held && (
        <>
          <label className="stacked">
            Time of the next session
            <select value={startsAt} onChange={(e) => setStartsAt(e.target.value)}>
              <option value="">Choose a time</option>
              {days.map((day) => (
                <optgroup key={day.date} label={day.label}>
                  {day.slots.map((slot) => (
                    <option key={slot.startsAt} value={slot.startsAt}>
                      {day.label}, {slot.timeLabel} {slot.zoneAbbreviation}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          <div>
            <Button type="button" variant="secondary" loading={reserving.isLoading} onClick={() => void hold()}>
              Hold this time
            </Button>
          </div>
        </>
      )}
      {held && (
        <>
          <p role="status">
            {formatInZone(String(held.sessionStartDate), zone)} is held until {formatTimeInZone(String(held.expiresAt), zone)}.{' '}
            <Button type="button" variant="link" onClick={() => setHeld(undefined)}>
              Choose another time
            </Button>
          </p>
          <QuotePanel quote={held.quote} heading={`${clientName}’s price`} />
          {held.quote.outOfPocketCents > 0 ? (
            <InSessionCard patientId={client.userId} clientName={clientName} cardId={cardId} onCardId={setCardId} />
          ) : (
            <p>Nothing for {clientName} to pay, so no card is needed.</p>
          )}
          <label>
            <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            {clientName} agrees to the cancellation policy
          </label>
        </>
      )}
      {problem && <p role="alert">{problem}</p>}
      {held && (
        <div>
          <Button type="button" loading={booking.isLoading} onClick={() => void confirm()}>
            Book next session
          </Button>
        </div>
      )}
    </section>
  );
}
