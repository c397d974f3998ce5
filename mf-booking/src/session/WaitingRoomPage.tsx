import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from '@harbour/router';
import styled from 'styled-components';
import { usePlatform } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { sessionCalendarEvent } from '@harbour/calendar-links';
import { useGetSessionCalendarFileQuery } from '@harbour/sdk/booking';
import { useGetSessionRoomQuery } from '@harbour/sdk/sessions';
import { AddToCalendar, Button, CameraPreview, Container, Loading, MicrophoneMeter, useAudioLevel, useLocalMedia } from '@harbour/ui';
import { ContactCounterpart } from './ContactCounterpart';
import { RoomProblem } from './RoomProblem';
import { formatDuration, formatWhen } from './time';
import { useTicker } from './useTicker';
import { useTitleNotice } from './useTitleNotice';

const Checks = styled.section`
  display: grid;
  gap: 0.75rem;
  max-width: 480px;
`;

/** /session/{id}: the waiting room (countdown in the viewer's zone, device check, who is here, calendar links, how to reach the other person). */
export function WaitingRoomPage() {
  const { id = '' } = useParams();
  const room = useGetSessionRoomQuery({ sessionId: id }, { pollingInterval: 3000, refetchOnMountOrArgChange: true });
  const media = useLocalMedia();
  const level = useAudioLevel(media.stream);
  const navigate = useNavigate();
  const platform = usePlatform();
  const now = useTicker(1000);
  const [offset, setOffset] = useState(0);
  const toCome = room.data?.joinState === 'early' || room.data?.joinState === 'open';
  const calendarFile = useGetSessionCalendarFileQuery({ sessionId: id }, { skip: !toCome });
  // A psychologist with this page in a background tab still sees that their client is waiting.
  const clientHere = room.data?.role === 'psychologist' && room.data.joinState === 'open' && (room.data.counterpartPlace === 'waiting' || room.data.counterpartPlace === 'room');
  const waitingName = clientHere ? room.data?.counterpart.firstName : undefined;
  useTitleNotice(waitingName && `${waitingName} is waiting`);

  // The server's clock decides the window; the countdown runs on ours, corrected by the difference.
  useEffect(() => {
    if (room.data) setOffset(new Date(room.data.serverTime).getTime() - Date.now());
  }, [room.data]);

  useEffect(() => {
    if (!room.data) return undefined;
    const put = () =>
      fetch(`${platform.api.baseUrl}/sessions/sessions/${encodeURIComponent(id)}/presence`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${platform.api.getAccessToken() ?? ''}` },
        body: JSON.stringify({ place: 'waiting' }),
      }).catch(() => undefined);
    void put();
    const timer = setInterval(put, 5000);
    return () => clearInterval(timer);
  }, [Boolean(room.data), id, platform]);

  if (room.error) return <RoomProblem error={room.error} />;
  if (!room.data) return <Loading label="Loading your session" />;
  const data = room.data;
  const serverNow = now + offset;
  const untilStart = (new Date(data.startsAt).getTime() - serverNow) / 1000;
  const untilOpen = (new Date(data.joinOpensAt).getTime() - serverNow) / 1000;
  const open = data.joinState === 'open' || (data.joinState === 'early' && untilOpen <= 0);
  const other = data.role === 'client' ? 'psychologist' : 'client';
  const name = `${data.counterpart.firstName} ${data.counterpart.lastName}`;
  const roomPath = data.role === 'psychologist' ? `/session/new/${encodeURIComponent(id)}` : `/session/current/${encodeURIComponent(id)}`;

  const join = () => {
    media.stop();
    navigate(roomPath);
  };

  return (
    <Container>
      <h1>Your session with {name}</h1>
      <p>Starts {formatWhen(data.startsAt)}.</p>
      {data.joinState === 'early' && !open && (
        <p role="status">
          The room opens 15 minutes before the start, at {formatWhen(data.joinOpensAt)} (in {formatDuration(untilOpen)}). Please come back then, or keep this page open.
        </p>
      )}
      {open && untilStart > 0 && <p role="status">Your session starts in {formatDuration(untilStart)}.</p>}
      {open && untilStart <= 0 && <p role="status">Your session has started.</p>}
      {data.joinState === 'closed' && <p role="alert">This session has finished; its room is closed.</p>}
      {data.joinState === 'cancelled' && <p role="alert">This session was cancelled.</p>}
      {data.joinState === 'ended' && (
        <div role="status">
          <p>This session has ended.</p>
          {data.role === 'client' && !data.reviewed && <Link to={`/session/review?sessionId=${encodeURIComponent(id)}`}>Review your session</Link>}
        </div>
      )}

      {open && (
        <>
          <p aria-live="polite" data-testid="counterpart-place">
            {data.counterpartPlace === 'room' || data.counterpartPlace === 'waiting' ? (
              other === 'psychologist' ? (
                'Your psychologist has joined.'
              ) : (
                <strong>Your client is waiting.</strong>
              )
            ) : other === 'psychologist' ? (
              'Your psychologist has not joined yet.'
            ) : (
              'Your client has not arrived yet.'
            )}
          </p>
          <Checks aria-labelledby="check-heading">
            <h2 id="check-heading">Check your camera and microphone</h2>
            {media.error && (
              <div role="alert">
                <p>{media.error}</p>
                <Button variant="secondary" onClick={() => void media.restart()}>
                  Try again
                </Button>
              </div>
            )}
            <CameraPreview stream={media.stream} />
            <MicrophoneMeter level={level} />
          </Checks>
          <p>
            <Button onClick={join}>{data.role === 'psychologist' ? 'Start session' : 'Join session'}</Button>
          </p>
        </>
      )}
      {toCome && (
        <section aria-labelledby="calendar-heading">
          <h2 id="calendar-heading">Add to your calendar</h2>
          <AddToCalendar
            event={sessionCalendarEvent({ start: data.startsAt, end: data.endsAt, withName: name, sessionUrl: `${globalThis.location.origin}/session/${encodeURIComponent(id)}` })}
            icsText={typeof calendarFile.data === 'string' ? calendarFile.data : undefined}
            icsProblem={calendarFile.error ? errorMessageOf(calendarFile.error) : undefined}
            fileName={`harbour-session-${id}.ics`}
            label="Add this session to your calendar"
          />
        </section>
      )}
      {data.joinState !== 'cancelled' && (
        <section aria-labelledby="contact-heading">
          <h2 id="contact-heading">Need to reach {data.counterpart.firstName}?</h2>
          <ContactCounterpart role={data.role} counterpart={data.counterpart} />
        </section>
      )}
      <p>
        <Link to="/device-test">Test your device and connection</Link>
      </p>
    </Container>
  );
}
