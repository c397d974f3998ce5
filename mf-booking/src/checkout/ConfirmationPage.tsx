import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from '@harbour/router';
import { useDispatch } from 'react-redux';
import { errorMessageOf } from '@harbour/sdk';
import { availabilityApi } from '@harbour/sdk/availability';
import { useGetSessionCalendarFileQuery, useGetSessionQuery, useGetCancellationFeeQuery } from '@harbour/sdk/booking';
import { useGetPsychologistTimezoneQuery } from '@harbour/sdk/directory';
import { useCompleteCalendarAuthorisationMutation, useGetCalendarAuthorisationUrlMutation, type CalendarFeed } from '@harbour/sdk/sessions';
import { Button, formatInZone, Loading } from '@harbour/ui';
import { chargeSentence } from '@harbour/booking-kit';
import { CheckoutSteps } from './CheckoutSteps';
import { fundingLabel } from './funding';
import { freeCancellationHasPassed, lateBookingSentence } from './late-booking';
import { Panel, Step } from './ui';

/** A detached link, so the portal's link handling (client-side navigation) never sees the click. */
function download(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
}

/** Step 4, /book/confirmation: the booked time on both clocks, add to calendar, how to join, what next. */
export function ConfirmationPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? '';
  const dispatch = useDispatch();
  const session = useGetSessionQuery({ sessionId }, { skip: !sessionId });
  const psychologistZone = useGetPsychologistTimezoneQuery({ id: session.data?.psychologist.id ?? '' }, { skip: !session.data });
  const calendarFile = useGetSessionCalendarFileQuery({ sessionId }, { skip: !session.data });
  const fee = useGetCancellationFeeQuery({ sessionId }, { skip: !session.data });
  const [authorisationUrl] = useGetCalendarAuthorisationUrlMutation();
  const [completeAuthorisation, linking] = useCompleteCalendarAuthorisationMutation();
  const [feed, setFeed] = useState<CalendarFeed>();
  const [feedProblem, setFeedProblem] = useState<string>();

  useEffect(() => {
    document.title = 'Session booked | Harbour';
    // Spec §2: the availability check re-runs when the user leaves /book/confirmation.
    return () => {
      dispatch(availabilityApi.util.invalidateTags(['availability']));
    };
  }, [dispatch]);

  const icsUrl = useMemo(() => (calendarFile.data ? URL.createObjectURL(new Blob([calendarFile.data], { type: 'text/calendar' })) : undefined), [calendarFile.data]);
  useEffect(() => () => (icsUrl ? URL.revokeObjectURL(icsUrl) : undefined), [icsUrl]);

  const subscribe = async () => {
    setFeedProblem(undefined);
    try {
      const redirectUrl = `${globalThis.location.origin}/book/confirmation`;
      const { url } = await authorisationUrl({ calendarAuthorisationUrlRequest: { redirectUrl } }).unwrap();
      const code = new URL(url).searchParams.get('code') ?? '';
      setFeed(await completeAuthorisation({ completeCalendarAuthorisationRequest: { code, redirectUrl } }).unwrap());
    } catch (error) {
      setFeedProblem(errorMessageOf(error));
    }
  };

  const s = session.data;
  return (
    <Step>
      <CheckoutSteps current={4} />
      {!sessionId && (
        <p role="status">
          No booking to show. <Link to="/book">Book a session</Link>
        </p>
      )}
      {session.isLoading && <Loading label="Loading your booking" />}
      {session.error ? <p role="alert">Your booking could not be loaded: {errorMessageOf(session.error)}</p> : null}
      {s && (
        <>
          <h1>Your session is booked</h1>
          <Panel aria-label="Session time">
            <p>
              <strong>{formatInZone(s.sessionStartDate, s.timezoneId)}</strong> ({s.durationMinutes} minutes, your time)
              {s.psychologist.firstName ? ` with ${s.psychologist.firstName} ${s.psychologist.lastName ?? ''}` : ''}
            </p>
            {psychologistZone.data && <p>Your psychologist’s time: {formatInZone(s.sessionStartDate, psychologistZone.data.timezoneId)}</p>}
            {s.price && (
              <p>
                {fundingLabel(s.sessionType)}. {chargeSentence({ ...s.price, fundingRoute: s.sessionType })}
              </p>
            )}
          </Panel>
          <h2>Add it to your calendar</h2>
          {icsUrl ? (
            <p>
              <Button variant="secondary" onClick={() => download(icsUrl, `harbour-session-${s.sessionId}.ics`)}>
                Download calendar file (.ics)
              </Button>
            </p>
          ) : calendarFile.error ? (
            <p role="alert">The calendar file could not be made. Please try reloading the page.</p>
          ) : (
            <Loading label="Preparing the calendar file" />
          )}
          {feed ? (
            <p>
              Your private calendar link (keep it to yourself): <a href={feed.webcalUrl}>Subscribe in your calendar app</a>
              <br />
              <span style={{ wordBreak: 'break-all' }}>{feed.feedUrl}</span>
            </p>
          ) : (
            <Button variant="secondary" loading={linking.isLoading} onClick={() => void subscribe()}>
              Link my calendar to all my sessions
            </Button>
          )}
          {feedProblem && <p role="alert">{feedProblem}</p>}
          <h2>How to join</h2>
          <p>
            A few minutes before the start, open <Link to={s.joinPath || `/session/${s.sessionId}`}>your session page</Link> on a phone or computer with a camera and
            microphone. You can <Link to="/device-test">test your device</Link> now.
          </p>
          <h2>What happens next</h2>
          <ul>
            <li>We email you a confirmation now, and reminders 24 hours and 1 hour before the session.</li>
            {s.price && s.price.outOfPocketCents > 0 && <li>Your card is charged the out-of-pocket amount after the session, not before.</li>}
            {fee.data &&
              (freeCancellationHasPassed(fee.data, Date.now()) ? (
                <li>{lateBookingSentence({ ...fee.data, lateCancellationFeeCents: fee.data.feeCents })}</li>
              ) : (
                <li>
                  You can cancel free of charge until {formatInZone(fee.data.freeCancellationUntil, s.timezoneId)} ({fee.data.lateCancellationHours} hours before).
                  After that a late-cancellation fee applies.
                </li>
              ))}
          </ul>
          <p>
            <Link to="/account/sessions">See your sessions</Link>
          </p>
        </>
      )}
    </Step>
  );
}
