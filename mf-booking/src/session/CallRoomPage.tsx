import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from '@harbour/router';
import styled from 'styled-components';
import { useGetSessionRoomQuery } from '@harbour/sdk/sessions';
import { Button, CameraPreview, DeviceSelect, Loading, useLocalMedia } from '@harbour/ui';
import { CallHelp } from './CallHelp';
import { RoomProblem } from './RoomProblem';
import { formatDuration } from './time';
import { useCall } from './useCall';
import { useTicker } from './useTicker';
import { useTitleNotice } from './useTitleNotice';
import { waitingHelp } from './waiting-help';

const Stage = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 0.75rem;
  max-width: 960px;
  margin-inline: auto;
`;

const Remote = styled.video`
  width: 100%;
  aspect-ratio: 16 / 9;
  background: #1f2933;
  border-radius: 8px;
  object-fit: contain;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: end;
  label {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
`;

const STATUS_TEXT = (name: string): Record<string, string> => ({
  idle: 'Starting…',
  connecting: `Connecting to ${name}…`,
  waiting: `Waiting for ${name} to join.`,
  connected: `You are connected with ${name}.`,
  reconnecting: 'Reconnecting… Please wait; the call will continue by itself.',
  left: `${name} left the session. They can rejoin from their waiting room.`,
  ended: 'The session has ended.',
  closed: 'This session’s room is closed.',
  failed: 'The call could not start.',
  'you-left': 'You have left the session.',
});

/** Where the other person is, while the call waits for them (the psychologist hears that their client is waiting). */
const PLACE_TEXT = (name: string, role: 'client' | 'psychologist'): Record<string, string> => ({
  waiting: `${name} is in the waiting room${role === 'psychologist' ? ' and will join when they select Join session' : ''}.`,
  away: `${name} has not arrived yet.`,
  left: `${name} has left.`,
});

const QUALITY_TEXT = { good: 'Connection: good', fair: 'Connection: fair — the picture may be blurry', poor: 'Connection: poor — try moving closer to your Wi-Fi', unknown: '' };

/** /session/current/{id} (client) and /session/new/{id} (psychologist): the call. */
export function CallRoomPage() {
  const { id = '' } = useParams();
  const room = useGetSessionRoomQuery({ sessionId: id }, { pollingInterval: 10_000, refetchOnMountOrArgChange: true });
  const role = room.data?.role;
  const media = useLocalMedia({ enabled: Boolean(role) && room.data?.joinState === 'open' });
  const call = useCall(id, role ?? 'client');
  const [mine, setMine] = useState({ audio: true, video: true });
  const remoteRef = useRef<HTMLVideoElement>(null);
  const [needsClick, setNeedsClick] = useState(false);
  const joined = useRef(false);
  const navigate = useNavigate();
  const now = useTicker(1000);
  const [fetchedAt, setFetchedAt] = useState(Date.now());

  useEffect(() => setFetchedAt(Date.now()), [room.data]);

  useEffect(() => {
    if (media.stream && role && !joined.current) {
      joined.current = true;
      void call.join(media.stream);
    }
  }, [media.stream, role]);

  useEffect(() => {
    const video = remoteRef.current;
    if (!video) return;
    video.srcObject = call.remoteStream;
    if (call.remoteStream) video.play().then(() => setNeedsClick(false), () => setNeedsClick(true));
  }, [call.remoteStream]);

  useEffect(() => {
    if (call.status === 'ended' && role === 'client') navigate(`/session/review?sessionId=${encodeURIComponent(id)}`);
  }, [call.status, role, id, navigate]);

  // A psychologist's tab in the background still says that their client is waiting.
  const waitingClient = role === 'psychologist' && call.status === 'waiting' && call.counterpartPlace === 'waiting' ? room.data?.counterpart.firstName : undefined;
  useTitleNotice(waitingClient && `${waitingClient} is waiting`);

  if (room.error) return <RoomProblem error={room.error} />;
  if (!room.data) return <Loading label="Loading your session" />;
  const data = room.data;
  const name = data.counterpart.firstName;
  if (data.joinState !== 'open' && call.status === 'idle') {
    return (
      <Stage>
        <h1>Session with {data.counterpart.firstName} {data.counterpart.lastName}</h1>
        <p role="alert">
          {data.joinState === 'early' ? 'The room is not open yet.' : data.joinState === 'ended' ? 'The session has ended.' : data.joinState === 'cancelled' ? 'This session was cancelled.' : 'This session has finished; its room is closed.'}
        </p>
        <Link to={`/session/${encodeURIComponent(id)}`}>Go to the waiting room</Link>
      </Stage>
    );
  }

  const remaining = data.secondsRemaining - Math.floor((now - fetchedAt) / 1000);
  const toggle = async (kind: 'audio' | 'video') => {
    const next = { ...mine, [kind]: !mine[kind] };
    setMine(next);
    await call.setMedia(next);
  };
  const switchDevice = async (choice: { cameraId?: string; microphoneId?: string }) => {
    const stream = await media.restart(choice);
    if (!stream) return;
    for (const track of stream.getTracks()) {
      track.enabled = track.kind === 'audio' ? mine.audio : mine.video;
      await call.replaceTrack(track);
    }
  };
  const rejoin = async () => {
    const stream = media.stream ?? (await media.restart());
    if (stream) await call.join(stream);
  };
  const retry = async () => {
    const stream = media.stream ?? (await media.restart());
    if (stream) await call.retry(stream);
  };
  const audioOnly = async () => {
    const next = { ...mine, video: false };
    setMine(next);
    await call.setMedia(next);
  };
  const help = waitingHelp({ status: call.status, since: call.statusSince, now, counterpartPlace: call.counterpartPlace });
  const place = call.status === 'waiting' && call.counterpartPlace ? PLACE_TEXT(name, data.role)[call.counterpartPlace] : undefined;

  return (
    <Stage>
      <h1>Session with {data.counterpart.firstName} {data.counterpart.lastName}</h1>
      <p role="status" aria-live="polite" data-testid="call-status">
        {STATUS_TEXT(name)[call.status]}
      </p>
      {place && (
        <p aria-live="polite" data-testid="counterpart-place">
          {place}
        </p>
      )}
      {call.problem && <p role="alert">{call.problem}</p>}
      {call.status === 'closed' && (
        <p>
          <Link to={`/session/${encodeURIComponent(id)}`}>Go to the waiting room</Link>
        </p>
      )}
      {help && <CallHelp help={help} role={data.role} counterpart={data.counterpart} cameraOn={mine.video} onRetry={() => void retry()} onAudioOnly={() => void audioOnly()} />}
      {media.error && (
        <div role="alert">
          <p>{media.error}</p>
          <Button variant="secondary" onClick={() => void media.restart()}>
            Try again
          </Button>
        </div>
      )}
      <p>
        {remaining > 0 ? `Time remaining: ${formatDuration(remaining)}` : `Booked time is over (${formatDuration(-remaining)} ago).`}
        {call.quality !== 'unknown' && ` · ${QUALITY_TEXT[call.quality]}`}
      </p>
      <Remote ref={remoteRef} autoPlay playsInline aria-label={`${name}'s video`} data-testid="remote-video" />
      {needsClick && (
        <Button variant="secondary" onClick={() => void remoteRef.current?.play().then(() => setNeedsClick(false))}>
          Play {name}&apos;s sound
        </Button>
      )}
      {call.status === 'connected' && (
        <p aria-live="polite" data-testid="remote-media">
          {!call.remoteMedia.audio && `${name} has muted their microphone. `}
          {!call.remoteMedia.video && `${name} has turned their camera off.`}
        </p>
      )}
      <div style={{ maxWidth: 200 }}>
        <CameraPreview stream={media.stream} label="Your camera" />
      </div>
      <Controls>
        {call.status === 'you-left' ? (
          <Button onClick={() => void rejoin()}>Rejoin</Button>
        ) : (
          <>
            <Button variant="secondary" aria-pressed={!mine.audio} onClick={() => void toggle('audio')}>
              {mine.audio ? 'Mute' : 'Unmute'}
            </Button>
            <Button variant="secondary" aria-pressed={!mine.video} onClick={() => void toggle('video')}>
              {mine.video ? 'Turn camera off' : 'Turn camera on'}
            </Button>
            <Button variant="secondary" onClick={() => void call.leave()}>
              Leave
            </Button>
          </>
        )}
        {role === 'psychologist' && <Link to={`/session/new/${encodeURIComponent(id)}/end`}>End session</Link>}
        {media.cameras.length > 1 && (
          <label>
            Camera
            <DeviceSelect value={media.cameraId} onChange={(e) => void switchDevice({ cameraId: e.target.value })}>
              {media.cameras.map((d, i) => (
                <option key={d.deviceId} value={d.deviceId}>
                  {d.label || `Camera ${i + 1}`}
                </option>
              ))}
            </DeviceSelect>
          </label>
        )}
        {media.microphones.length > 1 && (
          <label>
            Microphone
            <DeviceSelect value={media.microphoneId} onChange={(e) => void switchDevice({ microphoneId: e.target.value })}>
              {media.microphones.map((d, i) => (
                <option key={d.deviceId} value={d.deviceId}>
                  {d.label || `Microphone ${i + 1}`}
                </option>
              ))}
            </DeviceSelect>
          </label>
        )}
      </Controls>
    </Stage>
  );
}
