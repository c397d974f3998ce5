import { randomUUID } from 'node:crypto';
// agora-token's own parser and signature check (the SDK ships it; there is no separate decoder).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AccessToken2, ServiceRtc } = require('agora-token/src/AccessToken2');
import { AgoraConfigurationError, agoraUidOf, buildAgoraToken } from './agora-token';

// Test credentials: well-formed but not a real Agora project (nothing calls Agora).
const appId = '970ca35de60c44645bbae8a215061b33';
const appCertificate = '5cfd2fd1755d40ecb72977518be15d3b';
const now = new Date('2026-11-23T09:50:00Z');
const expiresAt = new Date('2026-11-23T11:20:00Z');

interface Parsed {
  appId: string;
  issueTs: number;
  expire: number;
  services: { __channel_name: Buffer | string; __uid: Buffer | string; __privileges: Record<number, number> }[];
  from_string(token: string): boolean;
  verifySignature(cert: string): boolean;
}

describe('buildAgoraToken', () => {
  it("builds a token agora-token's own decoder accepts for that channel and uid, expiring with the window", () => {
    const channel = `session-${randomUUID()}`;
    const uid = agoraUidOf('user-1');
    const token = buildAgoraToken({ appId, appCertificate, channel, uid, expiresAt, now });
    const parsed = new AccessToken2() as Parsed;
    expect(parsed.from_string(token)).toBe(true);
    expect(parsed.verifySignature(appCertificate)).toBe(true);
    expect(parsed.verifySignature('00000000000000000000000000000000')).toBe(false);
    expect(String(parsed.appId)).toBe(appId);
    expect(parsed.expire).toBe((expiresAt.getTime() - now.getTime()) / 1000);
    const [rtc] = parsed.services;
    expect(String(rtc.__channel_name)).toBe(channel);
    expect(String(rtc.__uid)).toBe(String(uid));
    expect(Object.keys(rtc.__privileges).map(Number)).toEqual(
      expect.arrayContaining([ServiceRtc.kPrivilegeJoinChannel, ServiceRtc.kPrivilegePublishAudioStream, ServiceRtc.kPrivilegePublishVideoStream]),
    );
  });

  it.each([
    ['an empty certificate', appId, '', /AGORA_APP_CERTIFICATE/],
    ['a short certificate', appId, 'abc123', /AGORA_APP_CERTIFICATE/],
    ['a certificate with non-hex characters', appId, 'zzfd2fd1755d40ecb72977518be15d3b', /AGORA_APP_CERTIFICATE/],
    ['a malformed app id', 'not-an-app-id', appCertificate, /AGORA_APP_ID/],
  ])('fails loudly with %s instead of returning an empty token', (_name, id, cert, message) => {
    expect(() => buildAgoraToken({ appId: id, appCertificate: cert, channel: 'c', uid: 1, expiresAt, now })).toThrow(AgoraConfigurationError);
    expect(() => buildAgoraToken({ appId: id, appCertificate: cert, channel: 'c', uid: 1, expiresAt, now })).toThrow(message);
  });
});

describe('agoraUidOf', () => {
  it('is stable, non-zero and within 32 bits', () => {
    for (const id of ['a', randomUUID(), randomUUID()]) {
      const uid = agoraUidOf(id);
      expect(uid).toBe(agoraUidOf(id));
      expect(uid).toBeGreaterThan(0);
      expect(uid).toBeLessThan(2 ** 32);
    }
    expect(agoraUidOf('client')).not.toBe(agoraUidOf('psychologist'));
  });
});
