import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { configuration } from '../../../configuration';
import { HttpProblem } from '../../../http/problem';
import { agoraUidOf, buildAgoraToken } from './agora-token';
import type { VideoProviderName, VideoToken } from './calls.types';
import { joinStateOf, joinWindowOf, type JoinState } from './join-window';
import { sessionForParticipant } from './session-access';

/** Agora when both AGORA_APP_ID and AGORA_APP_CERTIFICATE are set; our own WebRTC otherwise. */
export function videoProvider(): VideoProviderName {
  return configuration().agora ? 'agora' : 'p2p';
}

const formatInZone = (at: Date, timezoneId: string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: timezoneId, dateStyle: 'full', timeStyle: 'short' }).format(at);

/** Why the room is shut, in words for the page (409 detail). */
export function roomClosedProblem(state: JoinState, opensAt: Date, timezoneId: string): HttpProblem {
  const detail = {
    early: `This session's room opens at ${formatInZone(opensAt, timezoneId)}. Please come back then.`,
    closed: 'This session has finished; its room is closed.',
    cancelled: 'This session was cancelled.',
    ended: 'Your psychologist has ended this session.',
    open: '',
  }[state];
  return new HttpProblem(409, 'Conflict', detail);
}

/**
 * POST /sessions/{id}/token and GET /sessions/{id}/video/token: what the browser needs to join
 * the call, for a participant inside the join window. Agora tokens expire when the window closes.
 */
export async function issueVideoToken(user: AuthenticatedUser, sessionId: string, now = new Date()): Promise<VideoToken> {
  const { session } = await sessionForParticipant(user, sessionId);
  const state = joinStateOf(session, now);
  const window = joinWindowOf(session);
  if (state !== 'open') throw roomClosedProblem(state, window.opensAt, session.timezoneId);
  const uid = agoraUidOf(user.sub);
  const channel = `harbour-session-${session._id}`;
  const agora = configuration().agora;
  if (!agora) return { provider: 'p2p', sessionId: session._id, channel, uid, expiresAt: window.closesAt };
  const token = buildAgoraToken({ ...agora, channel, uid, expiresAt: window.closesAt, now });
  return { provider: 'agora', sessionId: session._id, channel, uid, token, appId: agora.appId, expiresAt: window.closesAt };
}
