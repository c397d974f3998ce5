import { errorMessageOf } from '@harbour/sdk';
import { useGetUpcomingSessionsOfPsychologistQuery } from '@harbour/sdk/sessions';
import { formatInstant, LoadError, Loading } from '@harbour/ui';

const SYDNEY = 'Australia/Sydney';
const when = (iso: string) => formatInstant(iso, 'shortWeekdayTime', SYDNEY);

/**
 * A suspended psychologist's sessions still to come. Suspending cancels none of them: the operator
 * checks each (move it to another psychologist, or cancel it with the client) from this list.
 */
export function SessionsToCheck({ psychologistId, name }: { psychologistId: string; name: string }) {
  const upcoming = useGetUpcomingSessionsOfPsychologistQuery({ userId: psychologistId });
  if (upcoming.error) return <LoadError what={`${name}'s booked sessions`} message={errorMessageOf(upcoming.error)} onRetry={() => void upcoming.refetch()} />;
  if (!upcoming.data) return <Loading label={`Loading ${name}'s booked sessions`} />;
  if (upcoming.data.sessions.length === 0) return <p>No booked sessions to come.</p>;
  return (
    <>
      <p>Booked sessions still to come (Sydney time): check each one with the client.</p>
      <ul aria-label={`${name}'s booked sessions to check`}>
        {upcoming.data.sessions.map((s) => (
          <li key={s.sessionId} style={{ overflowWrap: 'anywhere' }}>
            {when(s.startsAt)}, {s.durationMinutes} minutes, with {s.patientName} (session {s.sessionId})
          </li>
        ))}
      </ul>
    </>
  );
}
