import { useMemo, useState } from 'react';
import { SlotPicker, useBookableSlots } from '@harbour/booking-kit';
import { useNavigate, useSearchParams } from '@harbour/router';
import styled from 'styled-components';
import { errorMessageOf } from '@harbour/sdk';
import type { AvailableSlot } from '@harbour/sdk/availability';
import { useGetSessionQuery, useRescheduleSessionMutation, useGetCancellationFeeQuery } from '@harbour/sdk/booking';
import { Button, FormAlert, formatCents, formatInZone, LoadError, Loading } from '@harbour/ui';
import { ButtonLink, Card, Muted, Page, Row, SecondaryLink } from '../layout/ui';
import { useClientZone } from '../layout/useClientZone';
import { rescheduleMessage } from './cancel-message';
import { isUpcoming, psychologistName } from './session-time';

const Accept = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  margin: 0 0 1rem;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.15rem;
  }
`;

/** /account/sessions/reschedule?sessionId=…: move a session to another time the psychologist offers. */
export function ReschedulePage() {
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? '';
  const navigate = useNavigate();
  const zone = useClientZone();
  const session = useGetSessionQuery({ sessionId }, { skip: !sessionId });
  const s = session.data;
  // Four weeks ahead: a client moving a session looks further than one booking a first time.
  const slots = useBookableSlots({ psychologistId: s && isUpcoming(s) ? s.psychologist.id : undefined, timeZone: zone, durationMinutes: s?.durationMinutes, daysAhead: 28 });
  const others = useMemo(() => slots.slots.filter((slot) => !s || slot.startsAt !== new Date(s.sessionStartDate).toISOString()), [slots.slots, s]);
  const [day, setDay] = useState<string>();
  const [chosen, setChosen] = useState<AvailableSlot>();
  const [reschedule, saving] = useRescheduleSessionMutation();
  const [error, setError] = useState<string>();
  // The terms the client accepted at booking, read fresh: what moving it now costs.
  const fee = useGetCancellationFeeQuery({ sessionId }, { skip: !sessionId, refetchOnMountOrArgChange: true });
  const [acceptFee, setAcceptFee] = useState(false);

  if (!sessionId) {
    return (
      <Page>
        <h1>Reschedule a session</h1>
        <Muted>Choose the session to move from your sessions.</Muted>
        <Row>
          <ButtonLink to="/account/sessions/upcoming">Upcoming sessions</ButtonLink>
        </Row>
      </Page>
    );
  }
  if (session.error) {
    return (
      <Page>
        <h1>Reschedule a session</h1>
        <LoadError what="this session" message={errorMessageOf(session.error)} onRetry={() => void session.refetch()} />
      </Page>
    );
  }
  // The terms too: their card sits above the times, and arriving after them it moved the times under a pressing finger.
  if (!s || fee.isLoading) return <Loading label="Loading your session" />;
  if (!isUpcoming(s)) {
    return (
      <Page>
        <h1>Reschedule a session</h1>
        <Muted>This session can no longer be moved: it is {s.sessionStatus === 'Cancelled' ? 'cancelled' : 'over'}.</Muted>
        <Row>
          <SecondaryLink to={`/account/sessions/${s.sessionId}`}>Back to the session</SecondaryLink>
        </Row>
      </Page>
    );
  }
  const lateFeeCents = fee.data?.rescheduleFeeCents ?? 0;
  const confirm = async () => {
    if (!chosen || (lateFeeCents > 0 && !acceptFee)) return;
    setError(undefined);
    try {
      await reschedule({ id: s.sessionId, rescheduleSessionRequest: { sessionDate: chosen.startsAt, ...(lateFeeCents > 0 && { acceptLateFee: true }) } }).unwrap();
      navigate(`/account/sessions/${s.sessionId}`, { state: { notice: `Your session is moved to ${formatInZone(chosen.startsAt, zone)}.` } });
    } catch (err) {
      setError(errorMessageOf(err));
      slots.retry(); // the time may have just gone: show what is free now
      setChosen(undefined);
    }
  };
  return (
    <Page>
      <h1>Reschedule your session</h1>
      <Card>
        <p>
          Now: <strong>{formatInZone(s.sessionStartDate, zone)}</strong> with {psychologistName(s)}.
        </p>
        <Muted>Times are in your time zone ({zone}).</Muted>
      </Card>
      <Card aria-labelledby="policy-heading">
        <h2 id="policy-heading">Moving and cancelling</h2>
        {fee.error ? (
          <LoadError what="your cancellation terms" message={errorMessageOf(fee.error)} onRetry={() => void fee.refetch()} />
        ) : fee.data ? (
          <p>{rescheduleMessage(fee.data, zone)}</p>
        ) : (
          <Loading label="Loading your cancellation terms" />
        )}
      </Card>
      {slots.error ? (
        <LoadError what="the free times" message={errorMessageOf(slots.error)} onRetry={slots.retry} />
      ) : slots.isLoading ? (
        <Loading label="Loading free times" />
      ) : others.length === 0 ? (
        <Muted>{psychologistName(s)} has no other free times in the next four weeks. You can message them or cancel instead.</Muted>
      ) : (
        <>
          <SlotPicker slots={others} day={day} onDay={setDay} chosen={chosen} onChoose={setChosen} />
          {lateFeeCents > 0 && (
            <Accept>
              <input type="checkbox" checked={acceptFee} onChange={(e) => setAcceptFee(e.target.checked)} />
              <span>I accept the late fee of {formatCents(lateFeeCents)}, charged with the session.</span>
            </Accept>
          )}
          <FormAlert message={error} />
          <Row>
            <Button disabled={!chosen || !fee.data || (lateFeeCents > 0 && !acceptFee)} loading={saving.isLoading} onClick={() => void confirm()}>
              {chosen ? `Move to ${formatInZone(chosen.startsAt, zone)}` : 'Choose a time'}
            </Button>
            <SecondaryLink to={`/account/sessions/${s.sessionId}`}>Keep the current time</SecondaryLink>
          </Row>
        </>
      )}
    </Page>
  );
}
