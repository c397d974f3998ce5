import { useState, type FormEvent } from 'react';
import { Link, useParams } from '@harbour/router';
import { useDialogs, useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useCancelSessionMutation, useGetSessionQuery, useRescheduleSessionAsPsychologistMutation } from '@harbour/sdk/booking';
import { useGetPractitionerCancellationReasonsQuery } from '@harbour/sdk/reference-data';
import { Button, Container, FormAlert, Loading, LoadError } from '@harbour/ui';
import { ReasonSelect, useBookableSlots } from '@harbour/booking-kit';
import { dollars, fieldProblems, fullName, when } from './practice-format';
import { SessionLinks } from './SessionLinks';
import { SessionsNav } from './SessionsNav';
import { SlotChoices } from './SlotPicker';
import { CONFIRM } from '../confirm-actions';

/** Whether the session can still be started, moved or cancelled. */
const isOpen = (s: { sessionStatus: string; sessionEndDate: string }) => s.sessionStatus === 'Pending' && new Date(s.sessionEndDate).getTime() > Date.now();

/** /psychologists/account/sessions/{sId}: details, Start, reschedule and cancel as the psychologist (no fee to the client). */
export function SessionDetailPage() {
  const { sId = '' } = useParams();
  const session = useGetSessionQuery({ sessionId: sId });
  const reasons = useGetPractitionerCancellationReasonsQuery();
  const [cancel, cancelling] = useCancelSessionMutation();
  const [reschedule, rescheduling] = useRescheduleSessionAsPsychologistMutation();
  // Read here: the reschedule and cancel forms show once the times are known. The times above the
  // Cancel form arriving after it moved it 96 px under a press, and the press was lost.
  const times = useBookableSlots({ as: 'psychologist', durationMinutes: session.data?.durationMinutes, enabled: session.data !== undefined && isOpen(session.data) });
  const dialogs = useDialogs();
  const toasts = useToasts();
  const [reasonId, setReasonId] = useState('');
  const [reasonOther, setReasonOther] = useState('');
  const [newTime, setNewTime] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  if (session.error) {
    return (
      <Container>
        <h1>Session</h1>
        <LoadError what="this session" message={errorMessageOf(session.error)} onRetry={() => void session.refetch()} />
      </Container>
    );
  }
  if (!session.data) return <Loading label="Loading the session" />;
  const s = session.data;
  const client = fullName(s.sessionParticipants.find((p) => p.isLeadParticipant));
  const open = isOpen(s);
  const reason = reasons.data?.find((r) => String(r.reasonId) === reasonId);

  const onCancel = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!reason) return setProblem('Choose a reason for cancelling.');
    if (reason.requiresExtraInfo && !reasonOther.trim()) return setProblem('Please explain the reason.');
    if (!(await dialogs.confirm(`The session with ${client} on ${when(s.sessionStartDate)} is cancelled (${reason.name}). The client is told and is not charged.`, CONFIRM.cancelSession))) return;
    try {
      await cancel({ id: s.sessionId, cancelSessionRequest: { reason: reason.name, reasonId: reason.reasonId, ...(reasonOther.trim() && { reasonOther: reasonOther.trim() }) } }).unwrap();
      toasts.show({ type: 'success', message: 'Session cancelled. The client has been told.' });
      void session.refetch();
    } catch (error) {
      setProblem(fieldProblems(error).join(' ') || errorMessageOf(error));
    }
  };

  const onReschedule = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!newTime[0]) return setProblem('Choose a new time.');
    if (!(await dialogs.confirm(`The session with ${client} moves to ${when(newTime[0])}. The client is told.`, CONFIRM.moveSession))) return;
    try {
      await reschedule({ id: s.sessionId, rescheduleSessionRequest: { sessionDate: newTime[0] } }).unwrap();
      toasts.show({ type: 'success', message: 'Session moved. The client has been told.' });
      setNewTime([]);
      void session.refetch();
    } catch (error) {
      setProblem(fieldProblems(error).join(' ') || errorMessageOf(error));
    }
  };

  return (
    <Container>
      <h1>Session with {client}</h1>
      <SessionsNav />
      <dl>
        <dt>When</dt>
        <dd>{when(s.sessionStartDate)}</dd>
        <dt>Length</dt>
        <dd>{s.durationMinutes} minutes</dd>
        <dt>Funding</dt>
        <dd>{s.sessionType}</dd>
        <dt>Status</dt>
        <dd>{s.sessionStatus}</dd>
        {s.price && (
          <>
            <dt>Fee</dt>
            <dd>
              {dollars(s.price.feeCents)}
              {s.price.rebateCents > 0 && ` (Medicare rebate ${dollars(s.price.rebateCents)})`}
            </dd>
          </>
        )}
        {s.cancellation && (
          <>
            <dt>Cancelled by</dt>
            <dd>
              the {s.cancellation.byUserType}
              {s.cancellation.reason && `: ${s.cancellation.reason}`}
            </dd>
          </>
        )}
      </dl>
      {open && (
        <p>
          <Link to={`/session/new/${encodeURIComponent(s.sessionId)}`}>Start the session</Link>
        </p>
      )}
      <SessionLinks session={s} />
      <FormAlert message={problem ?? undefined} />
      {open && times.isLoading && <Loading label="Loading your bookable times" />}
      {open && !times.isLoading && (
        <>
          <form onSubmit={onReschedule} noValidate>
            <h2>Reschedule</h2>
            <SlotChoices own={times} multiple={false} value={newTime} onChange={setNewTime} />
            <Button type="submit" disabled={rescheduling.isLoading}>
              Reschedule
            </Button>
          </form>
          <form onSubmit={onCancel} noValidate>
            <h2>Cancel this session</h2>
            <p>The client is not charged when you cancel.</p>
            <ReasonSelect reasons={reasons.data} value={reasonId} onChange={setReasonId} required />
            {reason?.requiresExtraInfo && (
              <label>
                Explain the reason
                <textarea value={reasonOther} onChange={(e) => setReasonOther(e.target.value)} maxLength={1000} required />
              </label>
            )}
            <Button type="submit" variant="secondary" disabled={cancelling.isLoading}>
              Cancel session
            </Button>
          </form>
        </>
      )}
    </Container>
  );
}
