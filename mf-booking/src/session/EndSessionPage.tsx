import { useState } from 'react';
import { Link, useParams } from '@harbour/router';
import styled from 'styled-components';
import { errorMessageOf } from '@harbour/sdk';
import { useGetSessionTypeReportReasonsQuery } from '@harbour/sdk/reference-data';
import {
  useEndSessionMutation,
  useGetSessionRoomQuery,
  useGetSessionTypeOptionsQuery,
  useUpdateSessionTypeMutation,
  type SessionEnd,
} from '@harbour/sdk/sessions';
import { Button, Container, Loading } from '@harbour/ui';
import { ReasonSelect } from '@harbour/booking-kit';
import { BookNextSession } from './in-session/BookNextSession';
import { RoomProblem } from './RoomProblem';

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  max-width: 36rem;
  fieldset {
    display: grid;
    gap: 0.5rem;
    border: 0;
    padding: 0;
  }
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
  label.stacked {
    display: grid;
    font-weight: 600;
  }
  select,
  textarea {
    font: inherit;
    padding: 0.5rem;
  }
`;

/** The in-session booking beside the end form (its own card form cannot sit inside the end form). */
const Section = styled.div`
  display: grid;
  gap: 1rem;
  max-width: 36rem;
  margin-top: 2rem;
  section,
  form,
  fieldset {
    display: grid;
    gap: 0.75rem;
  }
  fieldset {
    border: 0;
    padding: 0;
  }
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
  label.stacked {
    display: grid;
    font-weight: 600;
  }
  select {
    font: inherit;
    padding: 0.5rem;
    min-height: 44px;
  }
`;

const OUTCOMES: { value: SessionEnd['outcome']; label: string }[] = [
  { value: 'Completed', label: 'The session took place' },
  { value: 'EndedEarly', label: 'The session ended early' },
  { value: 'ClientDidNotAttend', label: 'The client did not attend' },
];

/** /session/new/{id}/end: the psychologist ends the session, records the outcome and, if needed, a new session type. */
export function EndSessionPage() {
  const { id = '' } = useParams();
  const room = useGetSessionRoomQuery({ sessionId: id });
  const types = useGetSessionTypeOptionsQuery();
  const [outcome, setOutcome] = useState<SessionEnd['outcome']>('Completed');
  const [typeId, setTypeId] = useState('');
  const [reasonId, setReasonId] = useState('');
  const [reasonOther, setReasonOther] = useState('');
  const reasons = useGetSessionTypeReportReasonsQuery({ id: typeId }, { skip: !typeId });
  const [endSession, ending] = useEndSessionMutation();
  const [updateType, updating] = useUpdateSessionTypeMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (room.error) return <RoomProblem error={room.error} />;
  if (!room.data || types.isLoading) return <Loading label="Loading the session" />;
  const data = room.data;
  const alreadyEnded = data.joinState === 'ended';
  const chosenReason = reasons.data?.find((r) => String(r.reasonId) === reasonId);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (typeId && !reasonId) return setProblem('Please choose a reason for the new session type.');
    if (chosenReason?.name === 'Other' && !reasonOther.trim()) return setProblem('Please say why the session type changes.');
    if (!alreadyEnded) {
      const ended = await endSession({ id, sessionEnd: { outcome } });
      if ('error' in ended) return setProblem(errorMessageOf(ended.error));
    }
    if (typeId) {
      const updated = await updateType({ id, sessionTypeUpdate: { sessionTypeId: Number(typeId), reasonId: Number(reasonId), ...(reasonOther.trim() && { reasonOther: reasonOther.trim() }) } });
      if ('error' in updated) return setProblem(errorMessageOf(updated.error));
    }
    setDone(true);
  };

  if (done) {
    return (
      <Container>
        <h1>Session ended</h1>
        <p role="status">
          The session with {data.counterpart.firstName} {data.counterpart.lastName} is complete. {data.counterpart.firstName} will be asked to review it.
        </p>
        <Section>
          <BookNextSession room={data} />
        </Section>
        <p>
          <Link to="/psychologists/account">Back to your day</Link>
        </p>
      </Container>
    );
  }

  return (
    <Container>
      <h1>{alreadyEnded ? 'Session type' : 'End the session'}</h1>
      <p>
        Session with {data.counterpart.firstName} {data.counterpart.lastName}.
      </p>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        {!alreadyEnded && (
          <fieldset>
            <legend>How did the session go?</legend>
            {OUTCOMES.map((o) => (
              <label key={o.value}>
                <input type="radio" name="outcome" value={o.value} checked={outcome === o.value} onChange={() => setOutcome(o.value)} />
                {o.label}
              </label>
            ))}
          </fieldset>
        )}
        <label className="stacked">
          Change the session type (optional)
          <select
            value={typeId}
            onChange={(e) => {
              setTypeId(e.target.value);
              setReasonId('');
            }}
          >
            <option value="">Keep it as booked</option>
            {types.data?.map((t) => (
              <option key={t.sessionTypeId} value={t.sessionTypeId}>
                {t.displayName}
              </option>
            ))}
          </select>
        </label>
        {typeId && (
          <ReasonSelect className="stacked" reasons={reasons.data} value={reasonId} onChange={setReasonId} describedBy={chosenReason?.reasonExtraInfo ? 'reason-info' : undefined} />
        )}
        {chosenReason?.reasonExtraInfo && <p id="reason-info">{chosenReason.reasonExtraInfo}</p>}
        {chosenReason?.name === 'Other' && (
          <label className="stacked">
            Why?
            <textarea value={reasonOther} maxLength={500} onChange={(e) => setReasonOther(e.target.value)} rows={3} />
          </label>
        )}
        {problem && <p role="alert">{problem}</p>}
        <div>
          <Button type="submit" loading={ending.isLoading || updating.isLoading}>
            {alreadyEnded ? 'Save session type' : 'End session'}
          </Button>
        </div>
      </Form>
      <Section>
        <BookNextSession room={data} />
      </Section>
    </Container>
  );
}
