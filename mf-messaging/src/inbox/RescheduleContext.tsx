import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { slotsByDay, slotText, useBookableSlots } from '@harbour/booking-kit';
import { errorMessageOf, isStatus } from '@harbour/sdk';
import type { AvailableSlot } from '@harbour/sdk/availability';
import {
  type SessionDetails,
  useGetSessionQuery,
  useRescheduleSessionAsPsychologistMutation,
  useRescheduleSessionMutation,
} from '@harbour/sdk/booking';
import { useGetRescheduleReasonsQuery } from '@harbour/sdk/reference-data';
import { browserTimeZone, Button, FormAlert, formatInZone, Loading, ModalActions, Modal } from '@harbour/ui';

export const RESCHEDULE_PREFIX = 'RescheduleSession_';

/** `?message=RescheduleSession_{sessionId}` names a session to reschedule (spec §2). */
export function rescheduleSessionId(messageRef: string | undefined): string | undefined {
  return messageRef?.startsWith(RESCHEDULE_PREFIX) ? messageRef.slice(RESCHEDULE_PREFIX.length) || undefined : undefined;
}

type UserType = 'client' | 'psychologist';

/**
 * Spec §2: when the messaging event is RescheduleSession, this modal shows over the conversation.
 * The person picks a new time from booking's bookable times, confirms, and the session moves with
 * booking's reschedule call (the client's or the psychologist's).
 */
export function RescheduleModal({ sessionId, userType, onClose }: { sessionId: string; userType: UserType; onClose(): void }) {
  return (
    <Modal open title="Reschedule session" onClose={onClose} disableBackdropClose>
      {(close) => <RescheduleFlow sessionId={sessionId} userType={userType} onDone={() => close()} />}
    </Modal>
  );
}

function RescheduleFlow({ sessionId, userType, onDone }: { sessionId: string; userType: UserType; onDone(): void }) {
  const session = useGetSessionQuery({ sessionId });
  if (session.error)
    return (
      <>
        <FormAlert message={errorMessageOf(session.error)} />
        <ModalActions>
          <Button variant="secondary" onClick={onDone}>
            Back to messages
          </Button>
        </ModalActions>
      </>
    );
  if (!session.data) return <Loading />;
  return <RescheduleChoice session={session.data} userType={userType} onDone={onDone} />;
}

function RescheduleChoice({ session, userType, onDone }: { session: SessionDetails; userType: UserType; onDone(): void }) {
  const zone = useMemo(browserTimeZone, []);
  // A client asks booking for the psychologist's times; a psychologist reads their own preview (two weeks).
  const slots = useBookableSlots({ psychologistId: session.psychologist.id, timeZone: zone, durationMinutes: session.durationMinutes, as: userType === 'client' ? 'visitor' : 'psychologist' });
  const reasons = useGetRescheduleReasonsQuery();
  const [asClient, clientCall] = useRescheduleSessionMutation();
  const [asPsychologist, psychologistCall] = useRescheduleSessionAsPsychologistMutation();
  const saving = clientCall.isLoading || psychologistCall.isLoading;

  const [date, setDate] = useState<string>();
  const [chosen, setChosen] = useState<AvailableSlot>();
  const [reasonId, setReasonId] = useState<number>();
  const [reasonOther, setReasonOther] = useState('');
  const [step, setStep] = useState<'choose' | 'confirm' | 'done'>('choose');
  const [problem, setProblem] = useState<string>();
  const [moved, setMoved] = useState<SessionDetails>();
  const ids = { date: useId(), times: useId(), reason: useId(), other: useId() };
  // Each step replaces the buttons that moved to it, so focus goes to the new step's heading.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) firstStep.current = false;
    else stepHeading.current?.focus();
  }, [step]);

  const dates = useMemo(() => slotsByDay(slots.slots), [slots.slots]);
  const open = dates.find((d) => d.date === date) ?? dates[0];
  const times = open?.slots ?? [];
  const reason = reasons.data?.find((r) => r.reasonId === reasonId);
  const needsOther = Boolean(reason?.requiresExtraInfo);
  const current = formatInZone(session.sessionStartDate, zone);

  const review = () => {
    if (!chosen) return setProblem('Choose a new time.');
    if (needsOther && !reasonOther.trim()) return setProblem('Tell us why the session is moving.');
    setProblem(undefined);
    setStep('confirm');
  };

  const confirm = async () => {
    if (!chosen) return;
    const rescheduleSessionRequest = { sessionDate: chosen.startsAt, reasonId, reasonOther: needsOther ? reasonOther.trim() : undefined };
    try {
      const call = userType === 'client' ? asClient : asPsychologist;
      setMoved(await call({ id: session.sessionId, rescheduleSessionRequest }).unwrap());
      setStep('done');
    } catch (error) {
      // Back to the list with the choice kept; a taken time drops out when the list is asked again.
      setProblem(isStatus(error, 409) ? `${errorMessageOf(error)} Please choose another time.` : errorMessageOf(error));
      if (isStatus(error, 409)) {
        setChosen(undefined);
        slots.retry();
      }
      setStep('choose');
    }
  };

  if (session.sessionStatus !== 'Pending')
    return (
      <>
        <p>This session is {session.sessionStatus.toLowerCase()}, so it can no longer be moved.</p>
        <ModalActions>
          <Button variant="secondary" onClick={onDone}>
            Back to messages
          </Button>
        </ModalActions>
      </>
    );

  if (step === 'done' && moved)
    return (
      <>
        <h3 ref={stepHeading} tabIndex={-1}>
          Session moved
        </h3>
        <p role="status">Your session is now on {formatInZone(moved.sessionStartDate, zone)}.</p>
        <ModalActions>
          <Button onClick={onDone}>Back to messages</Button>
        </ModalActions>
      </>
    );

  if (step === 'confirm' && chosen)
    return (
      <section aria-labelledby="reschedule-confirm-heading">
        <h3 id="reschedule-confirm-heading" ref={stepHeading} tabIndex={-1}>
          Move this session?
        </h3>
        <p>
          From <strong>{current}</strong> to <strong>{slotText(chosen)}</strong>
          {reason ? ` (${reason.name})` : ''}.
        </p>
        <ModalActions>
          <Button onClick={confirm} loading={saving}>
            Confirm new time
          </Button>
          <Button variant="secondary" onClick={() => setStep('choose')} disabled={saving}>
            Change time
          </Button>
        </ModalActions>
      </section>
    );

  return (
    <form
      aria-label="Choose a new time"
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <h3 ref={stepHeading} tabIndex={-1}>
        Choose a new time
      </h3>
      <p>
        Now: <strong>{current}</strong> ({session.durationMinutes} minutes)
      </p>
      <FormAlert message={problem} />
      {slots.isLoading ? (
        <Loading />
      ) : slots.error ? (
        <>
          <p role="alert">{errorMessageOf(slots.error)}</p>
          <Button variant="secondary" onClick={slots.retry}>
            Try again
          </Button>
        </>
      ) : dates.length === 0 ? (
        <p>There are no free times in the next two weeks. Send a message to find another time.</p>
      ) : (
        <>
          <p>
            <label htmlFor={ids.date}>Day</label>{' '}
            <select id={ids.date} value={open?.date} onChange={(event) => setDate(event.target.value)}>
              {dates.map((d) => (
                <option key={d.date} value={d.date}>
                  {d.label}
                </option>
              ))}
            </select>
          </p>
          <fieldset>
            <legend>New time (your time, {zone})</legend>
            {times.map((slot) => (
              <label key={slot.startsAt} style={{ display: 'block', padding: '0.25rem 0' }}>
                <input type="radio" name={ids.times} value={slot.startsAt} checked={chosen?.startsAt === slot.startsAt} onChange={() => setChosen(slot)} /> {slot.timeLabel}{' '}
                {slot.zoneAbbreviation}
              </label>
            ))}
          </fieldset>
        </>
      )}
      <p>
        <label htmlFor={ids.reason}>Reason (optional)</label>{' '}
        <select id={ids.reason} value={reasonId ?? ''} onChange={(event) => setReasonId(event.target.value ? Number(event.target.value) : undefined)}>
          <option value="">No reason given</option>
          {reasons.data?.map((r) => (
            <option key={r.reasonId} value={r.reasonId}>
              {r.name}
            </option>
          ))}
        </select>
      </p>
      {needsOther && (
        <p>
          <label htmlFor={ids.other}>Tell us more</label>
          <br />
          <textarea id={ids.other} value={reasonOther} onChange={(event) => setReasonOther(event.target.value)} maxLength={500} aria-required="true" />
        </p>
      )}
      <ModalActions>
        <Button type="submit" disabled={slots.isLoading}>
          Continue
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Back to messages
        </Button>
      </ModalActions>
    </form>
  );
}
