import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '@harbour/platform';
import { useCreateSessionTokenMutation, useSubmitSessionLogMutation } from '@harbour/sdk/sessions';
import { createCall } from './video/create-call';
import type { CallStatus, ConnectionQuality, MediaState, VideoCall } from './video/video-call';

export interface CallView {
  status: CallStatus | 'idle' | 'you-left';
  problem: string | null;
  remoteStream: MediaStream | null;
  remoteMedia: MediaState;
  quality: ConnectionQuality;
  join(local: MediaStream): Promise<void>;
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
  const [status, setStatus] = useState<CallView['status']>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [remoteMedia, setRemoteMedia] = useState<MediaState>({ audio: true, video: true });
  const [quality, setQuality] = useState<ConnectionQuality>('unknown');

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
        setProblem((token.error as { message?: string }).message ?? 'The session could not be joined.');
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
                log(`status ${next}${detail ? ` ${detail}` : ''}`);
                setStatus(next);
              },
              remoteStream: setRemoteStream,
              remoteMedia: setRemoteMedia,
              quality: setQuality,
              log,
            },
          },
          token.data,
        );
        call.current = created;
        await created.join(local);
      } catch (err) {
        log(`join failed ${(err as Error).message}`);
        setStatus('failed');
        setProblem(`${(err as Error).message || 'The call could not start.'} Please check your connection and select Rejoin.`);
      }
    },
    [createToken, sessionId, role, platform, log],
  );

  const leave = useCallback(async () => {
    const current = call.current;
    call.current = null;
    await current?.leave();
    setRemoteStream(null);
    setStatus('you-left');
    flush();
  }, [flush]);

  return {
    status,
    problem,
    remoteStream,
    remoteMedia,
    quality,
    join,
    leave,
    setMedia: async (state) => call.current?.setMedia(state),
    replaceTrack: async (track) => call.current?.replaceTrack(track),
  };
}
