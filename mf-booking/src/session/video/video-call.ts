/**
 * The one small interface the room talks to, whichever service carries the call: our own
 * peer-to-peer WebRTC (signalled through the API) or Agora (when the API is configured for it).
 * The room, its controls and its tests are the same for both.
 */
export type CallStatus = 'connecting' | 'waiting' | 'connected' | 'reconnecting' | 'left' | 'ended' | 'failed';
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
  log(line: string): void;
}

export interface VideoCall {
  /** Joins with the given local camera and microphone stream (already opened by the room). */
  join(local: MediaStream): Promise<void>;
  /** Says so to the other side and closes everything; joining again is a new call object. */
  leave(): Promise<void>;
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
