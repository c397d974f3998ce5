import { useEffect, useState } from 'react';
import { Link } from '@harbour/router';
import styled from 'styled-components';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPsychologistCurrentSessionsQuery, useGetPsychologistStatsQuery } from '@harbour/sdk/sessions';
import { browserTimeZone, formatInstant, LoadError } from '@harbour/ui';
import { LoadingLine } from '../layout/practiceStyles';

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
    justify-content: space-between;
    padding: 0.75rem;
    border: 1px solid #c4c9cf;
    border-radius: 6px;
  }
`;

const Waiting = styled.strong`
  color: #7a4f12;
`;

const timeOf = (at: string) => formatInstant(at, 'time');

/** The psychologist's sessions today, with "Start" once a session's room is open, and a few counts. */
export function TodaysSessions() {
  const timezoneId = browserTimeZone();
  const [openRoom, setOpenRoom] = useState(false);
  // While a room is open, look every 15 s: the psychologist hears soon that their client is waiting.
  const day = useGetPsychologistCurrentSessionsQuery({ timezoneId }, { pollingInterval: openRoom ? 15_000 : 60_000 });
  const anyOpen = Boolean(day.data?.sessions.some((s) => s.joinState === 'open'));
  useEffect(() => setOpenRoom(anyOpen), [anyOpen]);
  const stats = useGetPsychologistStatsQuery({ timezoneId });

  return (
    <section aria-labelledby="today-heading">
      <h2 id="today-heading">Today&apos;s sessions</h2>
      {day.isLoading && <LoadingLine>Loading today&apos;s sessions…</LoadingLine>}
      {day.error && <LoadError what="today's sessions" message={errorMessageOf(day.error)} onRetry={() => void day.refetch()} />}
      {day.data && day.data.sessions.length === 0 && <p>You have no sessions today.</p>}
      {day.data && day.data.sessions.length > 0 && (
        <List>
          {day.data.sessions.map((s) => (
            <li key={s.sessionId}>
              <span>
                {timeOf(s.startsAt)} – {timeOf(s.endsAt)} · {s.counterpartName}
                {s.sessionStatus === 'Completed' && ' · completed'}
                {s.joinState === 'open' && (s.counterpartPlace === 'waiting' || s.counterpartPlace === 'room') && <Waiting> · {s.counterpartName} is waiting</Waiting>}
              </span>
              {s.joinState === 'open' ? (
                <Link to={`/session/${encodeURIComponent(s.sessionId)}`} aria-label={`Start session with ${s.counterpartName} at ${timeOf(s.startsAt)}`}>
                  Start
                </Link>
              ) : s.joinState === 'early' ? (
                <span>Opens at {timeOf(s.joinOpensAt)}</span>
              ) : null}
            </li>
          ))}
        </List>
      )}
      {/* The counts' line is there from the start, so nothing below moves when they arrive. */}
      <p>
        {stats.data ? (
          <>
            {stats.data.upcomingSessions} upcoming · {stats.data.completedThisMonth} completed this month
            {stats.data.averageRating !== undefined && ` · average rating ${stats.data.averageRating} of 5 (${stats.data.reviewCount} reviews)`}
          </>
        ) : (
          '\u00a0'
        )}
      </p>
    </section>
  );
}
