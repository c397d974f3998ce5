import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { rgb } from '../theme/css';
import { themed } from '../theme/resolveTheme';

const Video = styled.video`
  width: 100%;
  max-width: 480px;
  aspect-ratio: 4 / 3;
  background: #1f2933;
  border-radius: 8px;
  object-fit: cover;
`;

/** A muted, mirrored preview of the person's own camera. */
export function CameraPreview({ stream, label = 'Your camera' }: { stream: MediaStream | null; label?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return <Video ref={ref} autoPlay playsInline muted aria-label={label} style={{ transform: 'scaleX(-1)' }} />;
}

const Meter = styled.meter`
  width: 100%;
  max-width: 480px;
  height: 1.25rem;
`;

/** The microphone level as a meter (screen readers read its value). */
export function MicrophoneMeter({ level, label = 'Microphone level' }: { level: number; label?: string }) {
  return (
    <label style={{ display: 'grid', gap: 4 }}>
      <span>{label}</span>
      <Meter min={0} max={100} low={5} optimum={50} value={Math.round(level * 100)} aria-valuetext={`${Math.round(level * 100)} percent`} />
    </label>
  );
}

export const DeviceSelect = styled.select`
  font: inherit;
  padding: 0.5rem;
  max-width: 100%;
  border: 1px solid ${themed((t) => rgb(t.colours.body))};
  border-radius: 4px;
`;

/**
 * Plays a short three-note chime made with WebAudio (no sound file), on the chosen speaker when
 * the browser lets us pick one (setSinkId).
 */
export async function playTestSound(speakerId?: string): Promise<void> {
  const context = new AudioContext();
  const sink = context as AudioContext & { setSinkId?: (id: string) => Promise<void> };
  if (speakerId && sink.setSinkId) await sink.setSinkId(speakerId).catch(() => undefined);
  const gain = context.createGain();
  gain.connect(context.destination);
  gain.gain.value = 0.2;
  [523.25, 659.25, 783.99].forEach((frequency, i) => {
    const tone = context.createOscillator();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(context.currentTime + i * 0.35);
    tone.stop(context.currentTime + i * 0.35 + 0.3);
  });
  await new Promise((resolve) => setTimeout(resolve, 1200));
  await context.close();
}
