import { useEffect, useState } from 'react';
import { Link } from '@harbour/router';
import { Button, formatTimeInZone, VisuallyHidden } from '@harbour/ui';
import { countdownText, holdAnnouncement, secondsLeft, type HoldPhase } from './hold';
import { Panel } from './ui';

/** The current time, every second while mounted (only this component re-renders with it). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * How long the time is still held, visibly to the second; a screen reader is told only at 5 and
 * 1 minute left (a polite status that changes twice, and a timer that is not live), and what
 * happens when the hold runs out: the same time is held again if it is still free.
 */
export function HoldStatus({
  expiresAt,
  timeZone,
  phase,
  onRanOut,
  onRetry,
  chooseAnotherTime,
}: {
  /** The current hold's end; undefined while a new hold is being read (no countdown, no running out). */
  expiresAt: string | undefined;
  timeZone: string;
  phase: HoldPhase;
  onRanOut: () => void;
  onRetry: () => void;
  /** Back to the times (what was typed is kept). */
  chooseAnotherTime: string;
}) {
  const now = useNow();
  const left = expiresAt ? secondsLeft(expiresAt, now) : undefined;
  const running = (phase.kind === 'held' || phase.kind === 'reheld') && left !== undefined;

  useEffect(() => {
    if (running && left === 0) onRanOut();
  }, [running, left, onRanOut]);

  return (
    <Panel aria-labelledby="hold-heading" data-testid="hold-status">
      <h2 id="hold-heading" style={{ marginTop: 0 }}>
        Your held time
      </h2>
      {running && expiresAt && left! > 0 && (
        <>
          <p>
            We hold this time for you until {formatTimeInZone(expiresAt, timeZone)}:{' '}
            <strong role="timer" aria-live="off">
              {countdownText(left!)} left
            </strong>
            .
          </p>
          <p>If it runs out, we hold the same time again if it is still free. Nothing you have typed is lost.</p>
        </>
      )}
      <VisuallyHidden role="status">{running ? holdAnnouncement(left!) : ''}</VisuallyHidden>
      <div role="status" aria-live="polite">
        {phase.kind === 'reholding' && <p>Your hold on this time ran out. Holding it for you again…</p>}
        {phase.kind === 'reheld' && (
          <p>
            <strong>Your hold ran out, so we held this time for you again.</strong> Nothing you typed is lost.
          </p>
        )}
      </div>
      {phase.kind === 'taken' && (
        <div role="alert">
          <p>
            <strong>Someone else booked this time after your hold ran out.</strong> What you typed here is kept: <Link to={chooseAnotherTime}>choose another time</Link>.
          </p>
        </div>
      )}
      {phase.kind === 'gone' && (
        <div role="alert">
          <p>
            <strong>Your hold ran out and this time can no longer be booked.</strong> {phase.message} What you typed here is kept: <Link to={chooseAnotherTime}>choose another time</Link>.
          </p>
        </div>
      )}
      {phase.kind === 'failed' && (
        <div role="alert">
          <p>Your hold ran out and the time could not be held again: {phase.message}</p>
          <Button variant="secondary" onClick={onRetry}>
            Hold this time again
          </Button>
        </div>
      )}
    </Panel>
  );
}
