/**
 * When the peer-to-peer call says hello again, restarts ICE or starts over: pure decisions, called
 * once a second by the call (and on a restart request), with the clock passed in so the rules are
 * tested without waiting.
 *
 * The psychologist always makes the offers (no glare); the client asks for a restart with a
 * `hello` marked `restart`. A connection that drops is first given a moment to recover by itself
 * (Chrome often does), then ICE is restarted on the same connection (keeps the media flowing the
 * moment a path is found), and only then is a fresh connection offered.
 */
export const HELLO_AGAIN_MS = 4000;
/** A "disconnected" connection this long is restarted (shorter blips recover by themselves). */
export const DISCONNECTED_GRACE_MS = 3000;
/** An offer not connected by then is made again from scratch (lost candidates, a dead path). */
export const CONNECT_TIMEOUT_MS = 10_000;
/** An ICE restart not connected by then gives way to a fresh connection. */
export const RESTART_TIMEOUT_MS = 8000;
export const MAX_ICE_RESTARTS = 2;

export type PeerConnectionState = 'new' | 'connecting' | 'connected' | 'disconnected' | 'failed' | 'closed';

export interface PeerView {
  state: PeerConnectionState;
  /** When `state` was entered. */
  since: number;
  /** When the last offer (or, for the client, the last answer) was made. */
  negotiatedAt: number;
  /** Whether this connection has carried the call at least once. */
  everConnected: boolean;
  /** ICE restarts since it was last connected. */
  iceRestarts: number;
  /** An offer of ours is waiting for its answer. */
  awaitingAnswer: boolean;
}

export interface CallView {
  role: 'client' | 'psychologist';
  /** Undefined: no peer connection yet (or it was closed): nobody to talk to. */
  peer?: PeerView;
  /** When we last said hello (or asked for a restart). */
  helloAt: number;
  now: number;
}

export type Step = { kind: 'wait' } | { kind: 'hello'; restart: boolean } | { kind: 'ice-restart' } | { kind: 'new-offer' };

const WAIT: Step = { kind: 'wait' };

/** The offerer's way back: restart ICE while it may still help, else a fresh connection. */
function recover(peer: PeerView): Step {
  return peer.everConnected && peer.iceRestarts < MAX_ICE_RESTARTS ? { kind: 'ice-restart' } : { kind: 'new-offer' };
}

/** Whether the connection is stuck: dropped past the grace, failed, or negotiating too long. */
function stuck(peer: PeerView, now: number): boolean {
  switch (peer.state) {
    case 'connected':
      return false;
    case 'failed':
      return true;
    case 'disconnected':
      return now - peer.since >= DISCONNECTED_GRACE_MS;
    default: {
      const limit = peer.iceRestarts > 0 ? RESTART_TIMEOUT_MS : CONNECT_TIMEOUT_MS;
      return now - peer.negotiatedAt >= limit;
    }
  }
}

/** The regular check: what the call does now. */
export function nextStep({ role, peer, helloAt, now }: CallView): Step {
  const helloDue = now - helloAt >= HELLO_AGAIN_MS;
  if (!peer || peer.state === 'closed') {
    if (!helloDue) return WAIT;
    // The client's connection that carried the call closed under it: the psychologist must start
    // again (a plain hello from the connection it knows would be taken for a repeat).
    return { kind: 'hello', restart: role === 'client' && Boolean(peer?.everConnected) };
  }
  if (!stuck(peer, now)) return WAIT;
  if (role === 'psychologist') {
    // A restart already offered gets its own time to work before another.
    if (peer.awaitingAnswer && now - peer.negotiatedAt < RESTART_TIMEOUT_MS && peer.state !== 'failed') return WAIT;
    return recover(peer);
  }
  return helloDue ? { kind: 'hello', restart: true } : WAIT;
}

/**
 * The psychologist's answer to a hello from the client connection it is already talking to.
 * A plain repeated hello needs nothing; a restart request is honoured unless an offer is already
 * on its way (the client's own view may be worse than ours: a one-way failure).
 */
export function onHelloFromPeer(peer: PeerView | undefined, restart: boolean, now: number): Step {
  if (!peer || peer.state === 'closed') return { kind: 'new-offer' };
  if (!restart) return peer.state === 'failed' ? recover(peer) : WAIT;
  if (peer.awaitingAnswer && now - peer.negotiatedAt < RESTART_TIMEOUT_MS) return WAIT;
  if (!peer.everConnected) return now - peer.negotiatedAt >= CONNECT_TIMEOUT_MS ? { kind: 'new-offer' } : WAIT;
  return recover(peer);
}
