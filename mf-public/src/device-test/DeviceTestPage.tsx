import { useState } from 'react';
import { Link } from '@harbour/router';
import styled from 'styled-components';
import { browserSupport, Button, CameraPreview, Container, DeviceSelect, MicrophoneMeter, playTestSound, useAudioLevel, useLocalMedia } from '@harbour/ui';

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  margin-block: 1.5rem;
  label {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
`;

/** /device-test: is this browser, camera, microphone and speaker ready for a video session? */
export function DeviceTestPage() {
  const support = browserSupport();
  const media = useLocalMedia({ enabled: support.supported });
  const level = useAudioLevel(media.stream);
  const [sound, setSound] = useState<'idle' | 'playing' | 'played'>('idle');
  const [speakerId, setSpeakerId] = useState('');

  const play = async () => {
    setSound('playing');
    await playTestSound(speakerId || undefined);
    setSound('played');
  };

  return (
    <Container>
      <h1>Test your device</h1>
      <p>Check your camera, microphone and speakers before your session. Nothing is recorded or sent anywhere.</p>

      <Section aria-labelledby="browser-heading">
        <h2 id="browser-heading">Browser</h2>
        {support.supported ? (
          <p role="status">Your browser supports Harbour video sessions.</p>
        ) : (
          <p role="alert">
            Your browser cannot run Harbour video sessions (missing: {support.missing.join(', ')}). Please use a recent Chrome, Edge, Firefox or Safari.
          </p>
        )}
      </Section>

      <Section aria-labelledby="camera-heading">
        <h2 id="camera-heading">Camera and microphone</h2>
        {media.starting && <p role="status">Starting your camera and microphone…</p>}
        {media.error && (
          <div role="alert">
            <p>{media.error}</p>
            <Button variant="secondary" onClick={() => void media.restart()}>
              Try again
            </Button>
          </div>
        )}
        {media.stream && <p role="status">Your camera and microphone are working.</p>}
        <CameraPreview stream={media.stream} />
        <MicrophoneMeter level={level} label="Microphone level (speak to see it move)" />
        {media.cameras.length > 0 && (
          <label>
            Camera
            <DeviceSelect value={media.cameraId} onChange={(e) => void media.restart({ cameraId: e.target.value })}>
              {media.cameras.map((d, i) => (
                <option key={d.deviceId} value={d.deviceId}>
                  {d.label || `Camera ${i + 1}`}
                </option>
              ))}
            </DeviceSelect>
          </label>
        )}
        {media.microphones.length > 0 && (
          <label>
            Microphone
            <DeviceSelect value={media.microphoneId} onChange={(e) => void media.restart({ microphoneId: e.target.value })}>
              {media.microphones.map((d, i) => (
                <option key={d.deviceId} value={d.deviceId}>
                  {d.label || `Microphone ${i + 1}`}
                </option>
              ))}
            </DeviceSelect>
          </label>
        )}
      </Section>

      <Section aria-labelledby="speaker-heading">
        <h2 id="speaker-heading">Speakers</h2>
        {media.speakers.length > 1 && (
          <label>
            Speaker
            <DeviceSelect value={speakerId} onChange={(e) => setSpeakerId(e.target.value)}>
              {media.speakers.map((d, i) => (
                <option key={d.deviceId} value={d.deviceId}>
                  {d.label || `Speaker ${i + 1}`}
                </option>
              ))}
            </DeviceSelect>
          </label>
        )}
        <div>
          <Button variant="secondary" onClick={() => void play()} loading={sound === 'playing'}>
            Play test sound
          </Button>
        </div>
        {sound === 'played' && <p role="status">Did you hear three notes? If not, turn up your volume or choose another speaker.</p>}
      </Section>

      <p>
        <Link to="/device-test/network">Next: test your internet connection</Link>
      </p>
    </Container>
  );
}
