import { RtcRole, RtcTokenBuilder } from 'agora-token';

/** Agora app ids and certificates are 32 hexadecimal characters. */
const AGORA_KEY = /^[0-9a-f]{32}$/i;

export class AgoraConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AgoraConfigurationError';
  }
}

export interface AgoraTokenRequest {
  appId: string;
  appCertificate: string;
  channel: string;
  uid: number;
  expiresAt: Date;
  now: Date;
}

/**
 * An Agora RTC publisher token for one participant, valid until `expiresAt` (the join window's
 * close). `RtcTokenBuilder` answers '' for a malformed app id or certificate (stack-notes): that
 * must never reach a browser as a "token", so it is an error naming the setting to fix.
 */
export function buildAgoraToken({ appId, appCertificate, channel, uid, expiresAt, now }: AgoraTokenRequest): string {
  if (!AGORA_KEY.test(appId)) throw new AgoraConfigurationError('AGORA_APP_ID is not a 32-character hexadecimal Agora app id.');
  if (!AGORA_KEY.test(appCertificate)) {
    throw new AgoraConfigurationError('AGORA_APP_CERTIFICATE is not a 32-character hexadecimal Agora app certificate.');
  }
  const seconds = Math.max(60, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  const token = RtcTokenBuilder.buildTokenWithUid(appId, appCertificate, channel, uid, RtcRole.PUBLISHER, seconds, seconds);
  if (!token) throw new AgoraConfigurationError('Agora refused to build a token with AGORA_APP_ID and AGORA_APP_CERTIFICATE.');
  return token;
}

/**
 * A participant's Agora uid: a stable non-zero 32-bit number from the user id, so each person
 * keeps one uid in a channel (rejoining replaces their own stream) and the two never collide
 * in practice (a collision is checked by the caller: the two participants differ).
 */
export function agoraUidOf(userId: string): number {
  let hash = 2166136261;
  for (let i = 0; i < userId.length; i++) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return (hash % 4_294_967_294) + 1;
}
