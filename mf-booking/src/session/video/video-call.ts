import type { CounterpartPlace } from '@harbour/sdk/sessions';

/**
 * The one small interface the room talks to, whichever service carries the call: our own
 * peer-to-peer WebRTC (signalled through the API) or Agora (when the API is configured for it).
 * The room, its controls and its tests are the same for both.
 *
 * connecting: setting up, or the other person is here and the connection is being made;
 * waiting: the other person has not joined the call; closed: the room is shut (finished,
 * cancelled or moved: the detail says which); failed: joining did not work.
 */
export type CallStatus = 'connecting' | 'waiting' | 'connected' | 'reconnecting' | 'left' | 'ended' | 'closed' | 'failed';
export type ConnectionQuality = 'good' | 'fair' | 'poor' | 'unknown';

export interface MediaState {
  audio: boolean;
  video: boolean;
}

export interface CallEvents {
  status(status: CallStatus, detail?: string): void;
  remoteStream(stream: MediaStream | null): void;
  remoteMedia(state: MediaState): void;
  quality(quality: ConnectionQuality): void;
  /** Where the other person is, as the signalling server last saw them (p2p only). */
  counterpart?(place: CounterpartPlace): void;
  log(line: string): void;
}

export interface VideoCall {
  /** Joins with the given local camera and microphone stream (already opened by the room). */
  join(local: MediaStream): Promise<void>;
  /** Says so to the other side and closes everything; joining again is a new call object. */
  leave(): Promise<void>;
  /** Microphone and camera on or off; a camera that is off sends nothing (audio only). */
  setMedia(state: MediaState): Promise<void>;
  /** Replaces the sent camera or microphone track (device switch). */
  replaceTrack(track: MediaStreamTrack): Promise<void>;
}

export interface CallContext {
  sessionId: string;
  role: 'client' | 'psychologist';
  baseUrl: string;
  accessToken: () => string | undefined;
  events: CallEvents;
}
