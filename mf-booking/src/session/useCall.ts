import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useCreateSessionTokenMutation, useSubmitSessionLogMutation, type CounterpartPlace } from '@harbour/sdk/sessions';
import { createCall } from './video/create-call';
import type { CallStatus, ConnectionQuality, MediaState, VideoCall } from './video/video-call';

export interface CallView {
  status: CallStatus | 'idle' | 'you-left';
  /** When the call entered `status` (the waiting help counts from it). */
  statusSince: number;
  problem: string | null;
  remoteStream: MediaStream | null;
  remoteMedia: MediaState;
  quality: ConnectionQuality;
  /** Where the other person is, from the call's own reads (undefined until the first). */
  counterpartPlace?: CounterpartPlace;
  join(local: MediaStream): Promise<void>;
  /** Leaves and joins again with a new connection (the waiting help's Retry). */
  retry(local: MediaStream): Promise<void>;
  leave(): Promise<void>;
  setMedia(state: MediaState): Promise<void>;
  replaceTrack(track: MediaStreamTrack): Promise<void>;
}

const LOG_EVERY_MS = 30_000;

/** One call at a time for the room: the provider the API names, its events as React state, logs sent to the API. */
export function useCall(sessionId: string, role: 'client' | 'psychologist'): CallView {
  const platform = usePlatform();
  const [createToken] = useCreateSessionTokenMutation();
  const [submitLog] = useSubmitSessionLogMutation();
  const call = useRef<VideoCall | null>(null);
  const lines = useRef<string[]>([]);
  const media = useRef<MediaState>({ audio: true, video: true });
  const [{ status, statusSince }, setStatusState] = useState<{ status: CallView['status']; statusSince: number }>({ status: 'idle', statusSince: Date.now() });
  const [problem, setProblem] = useState<string | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [remoteMedia, setRemoteMedia] = useState<MediaState>({ audio: true, video: true });
  const [quality, setQuality] = useState<ConnectionQuality>('unknown');
  const [counterpartPlace, setCounterpartPlace] = useState<CounterpartPlace>();

  const setStatus = useCallback((next: CallView['status']) => setStatusState((current) => (current.status === next ? current : { status: next, statusSince: Date.now() })), []);

  const log = useCallback((line: string) => {
    lines.current.push(`${new Date().toISOString()} ${line}`.slice(0, 1000));
  }, []);

  const flush = useCallback(() => {
    const messages = lines.current.splice(0, 50);
    if (messages.length) void submitLog({ id: sessionId, sessionLogInput: { messages, userType: role, sessionId } });
  }, [submitLog, sessionId, role]);

  useEffect(() => {
    const timer = setInterval(flush, LOG_EVERY_MS);
    return () => {
      clearInterval(timer);
      flush();
      void call.current?.leave();
    };
  }, [flush]);

  const join = useCallback(
    async (local: MediaStream) => {
      setProblem(null);
      setStatus('connecting');
      const token = await createToken({ id: sessionId });
      if ('error' in token) {
        setStatus('failed');
        setProblem(errorMessageOf(token.error) || 'The session could not be joined.');
        return;
      }
      log(`provider ${token.data.provider}`);
      try {
        const created = await createCall(
          {
            sessionId,
            role,
            baseUrl: platform.api.baseUrl,
            accessToken: platform.api.getAccessToken,
            events: {
              status: (next, detail) => {
                if (call.current !== created) return; // a call replaced by Retry
                log(`status ${next}${detail ? ` ${detail}` : ''}`);
                if (next === 'closed' && detail) setProblem(detail);
                setStatus(next);
              },
              remoteStream: (stream) => call.current === created && setRemoteStream(stream),
              remoteMedia: setRemoteMedia,
              quality: setQuality,
              counterpart: setCounterpartPlace,
              log,
            },
          },
          token.data,
        );
        call.current = created;
        await created.join(local);
        // Muted or audio only before a Retry: the new call starts the same way.
        if (!media.current.audio || !media.current.video) await created.setMedia(media.current);
      } catch (err) {
        log(`join failed ${(err as Error).message}`);
        setStatus('failed');
        setProblem(`${(err as Error).message || 'The call could not start.'} Please check your connection and select Try again.`);
      }
    },
    [createToken, sessionId, role, platform, log, setStatus],
  );

  const leave = useCallback(async () => {
    const current = call.current;
    call.current = null;
    await current?.leave();
    setRemoteStream(null);
    setStatus('you-left');
    flush();
  }, [flush, setStatus]);

  const retry = useCallback(
    async (local: MediaStream) => {
      log('retry');
      const current = call.current;
      call.current = null;
      await current?.leave();
      setRemoteStream(null);
      await join(local);
    },
    [join, log],
  );

  return {
    status,
    statusSince,
    problem,
    remoteStream,
    remoteMedia,
    quality,
    counterpartPlace,
    join,
    retry,
    leave,
    setMedia: async (state) => {
      media.current = state;
      await call.current?.setMedia(state);
    },
    replaceTrack: async (track) => call.current?.replaceTrack(track),
  };
}
