import { useCallback, useEffect, useRef, useState } from 'react';
import { describeMediaError } from './media-errors';

export interface LocalMediaState {
  stream: MediaStream | null;
  error: string | null;
  starting: boolean;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
  cameraId: string;
  microphoneId: string;
  /** Opens the chosen devices again (after a switch, or "Try again"). */
  restart(choice?: { cameraId?: string; microphoneId?: string }): Promise<MediaStream | null>;
  stop(): void;
}

/**
 * The person's camera and microphone, with the lists to choose from. Stops its tracks when the
 * page goes away, so the camera light goes off.
 */
export function useLocalMedia({ enabled = true }: { enabled?: boolean } = {}): LocalMediaState {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [choice, setChoice] = useState({ cameraId: '', microphoneId: '' });
  const current = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    current.current?.getTracks().forEach((track) => track.stop());
    current.current = null;
    setStream(null);
  }, []);

  const restart = useCallback(
    async (next?: { cameraId?: string; microphoneId?: string }) => {
      const wanted = { ...choice, ...next };
      setChoice(wanted);
      setStarting(true);
      setError(null);
      try {
        const opened = await navigator.mediaDevices.getUserMedia({
          video: wanted.cameraId ? { deviceId: { exact: wanted.cameraId } } : true,
          audio: wanted.microphoneId ? { deviceId: { exact: wanted.microphoneId } } : true,
        });
        current.current?.getTracks().forEach((track) => track.stop());
        current.current = opened;
        setStream(opened);
        setDevices(await navigator.mediaDevices.enumerateDevices());
        const [video] = opened.getVideoTracks();
        const [audio] = opened.getAudioTracks();
        setChoice({ cameraId: video?.getSettings().deviceId ?? wanted.cameraId, microphoneId: audio?.getSettings().deviceId ?? wanted.microphoneId });
        return opened;
      } catch (err) {
        setError(describeMediaError(err));
        return null;
      } finally {
        setStarting(false);
      }
    },
    [choice],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    if (!navigator.mediaDevices?.getUserMedia) {
      setError(describeMediaError({ name: 'Unsupported' }));
      return undefined;
    }
    void restart();
    return () => current.current?.getTracks().forEach((track) => track.stop());
    // Open once when enabled; later changes go through restart().
  }, [enabled]);

  return {
    stream,
    error,
    starting,
    cameras: devices.filter((d) => d.kind === 'videoinput'),
    microphones: devices.filter((d) => d.kind === 'audioinput'),
    speakers: devices.filter((d) => d.kind === 'audiooutput'),
    cameraId: choice.cameraId,
    microphoneId: choice.microphoneId,
    restart,
    stop,
  };
}
