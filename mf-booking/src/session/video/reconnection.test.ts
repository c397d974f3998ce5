import { CONNECT_TIMEOUT_MS, DISCONNECTED_GRACE_MS, HELLO_AGAIN_MS, MAX_ICE_RESTARTS, nextStep, onHelloFromPeer, RESTART_TIMEOUT_MS, type PeerView, type Step } from './reconnection';

const T = 1_000_000;
const peer = (over: Partial<PeerView> = {}): PeerView => ({ state: 'connected', since: T, negotiatedAt: T, everConnected: true, iceRestarts: 0, awaitingAnswer: false, ...over });
const WAIT: Step = { kind: 'wait' };
const HELLO: Step = { kind: 'hello', restart: false };
const ASK_RESTART: Step = { kind: 'hello', restart: true };
const ICE: Step = { kind: 'ice-restart' };
const FRESH: Step = { kind: 'new-offer' };

describe('the regular check', () => {
  it.each<[string, 'client' | 'psychologist', PeerView | undefined, number, number, Step]>([
    // Nobody to talk to: say hello again now and then (a hello the other side missed must not leave both waiting).
    ['no connection, hello just said', 'client', undefined, T, T + 1000, WAIT],
    ['no connection, hello due', 'client', undefined, T, T + HELLO_AGAIN_MS, HELLO],
    ['a closed connection counts as none', 'psychologist', peer({ state: 'closed' }), T, T + HELLO_AGAIN_MS, HELLO],
    ["client, the connection that carried the call closed: asks for a restart", 'client', peer({ state: 'closed' }), T, T + HELLO_AGAIN_MS, ASK_RESTART],
    ['client, a connection closed before it ever connected: hello', 'client', peer({ state: 'closed', everConnected: false }), T, T + HELLO_AGAIN_MS, HELLO],
    ['client, closed but said hello a moment ago', 'client', peer({ state: 'closed' }), T, T + 1000, WAIT],
    ['connected: nothing to do', 'psychologist', peer(), 0, T + 60_000, WAIT],
    ['connected: nothing to do (client)', 'client', peer(), 0, T + 60_000, WAIT],
    // A blip is given a moment to recover by itself.
    ['psychologist, disconnected within the grace', 'psychologist', peer({ state: 'disconnected' }), 0, T + DISCONNECTED_GRACE_MS - 1, WAIT],
    ['psychologist, disconnected past the grace: ICE restart', 'psychologist', peer({ state: 'disconnected' }), 0, T + DISCONNECTED_GRACE_MS, ICE],
    ['psychologist, failed: ICE restart at once', 'psychologist', peer({ state: 'failed' }), 0, T, ICE],
    ['psychologist, failed after the restarts allowed: a fresh connection', 'psychologist', peer({ state: 'failed', iceRestarts: MAX_ICE_RESTARTS }), 0, T, FRESH],
    // Never connected: lost candidates or a dead path; an ICE restart cannot help a connection that never had one.
    ['psychologist, offer not connected in time: a fresh offer', 'psychologist', peer({ state: 'connecting', everConnected: false, awaitingAnswer: false }), 0, T + CONNECT_TIMEOUT_MS, FRESH],
    ['psychologist, offer still within its time', 'psychologist', peer({ state: 'new', everConnected: false, awaitingAnswer: true }), 0, T + CONNECT_TIMEOUT_MS - 1, WAIT],
    ['psychologist, offer unanswered past its time', 'psychologist', peer({ state: 'new', everConnected: false, awaitingAnswer: true }), 0, T + CONNECT_TIMEOUT_MS, FRESH],
    ['psychologist, a restart still in its time', 'psychologist', peer({ state: 'disconnected', since: T - 10_000, iceRestarts: 1, awaitingAnswer: true }), 0, T + RESTART_TIMEOUT_MS - 1, WAIT],
    ['psychologist, a restart that did not work: another', 'psychologist', peer({ state: 'connecting', iceRestarts: 1 }), 0, T + RESTART_TIMEOUT_MS, ICE],
    ['psychologist, restarts used up: a fresh connection', 'psychologist', peer({ state: 'connecting', iceRestarts: MAX_ICE_RESTARTS }), 0, T + RESTART_TIMEOUT_MS, FRESH],
    // The client never offers: it asks the psychologist to restart, now and then.
    ['client, disconnected past the grace: asks for a restart', 'client', peer({ state: 'disconnected' }), T - HELLO_AGAIN_MS, T + DISCONNECTED_GRACE_MS, ASK_RESTART],
    ['client, failed but asked a moment ago', 'client', peer({ state: 'failed' }), T, T + 1000, WAIT],
    ['client, answer not connected in time', 'client', peer({ state: 'connecting', everConnected: false }), 0, T + CONNECT_TIMEOUT_MS, ASK_RESTART],
    ['client, answered a moment ago', 'client', peer({ state: 'connecting', everConnected: false }), 0, T + 2000, WAIT],
  ])('%s', (_name, role, view, helloAt, now, step) => {
    expect(nextStep({ role, peer: view, helloAt, now })).toEqual(step);
  });
});

describe("the psychologist's answer to a hello from the client it is talking to", () => {
  it.each<[string, PeerView | undefined, boolean, number, Step]>([
    ['no connection: offer', undefined, false, T, FRESH],
    ['a repeated hello of a live connection: nothing', peer({ state: 'connecting', everConnected: false }), false, T + 1000, WAIT],
    ['a hello while ours has failed: recover', peer({ state: 'failed' }), false, T, ICE],
    ['a restart request while connected on our side (one-way failure): ICE restart', peer(), true, T, ICE],
    ['a restart request while our restart offer is on its way: nothing', peer({ state: 'disconnected', awaitingAnswer: true }), true, T + 1000, WAIT],
    ['a restart request after our restart offer went unanswered: recover', peer({ state: 'disconnected', awaitingAnswer: true, iceRestarts: 1 }), true, T + RESTART_TIMEOUT_MS, ICE],
    ['a restart request for a connection that never connected, early', peer({ state: 'connecting', everConnected: false }), true, T + 1000, WAIT],
    ['a restart request for a connection that never connected, late: fresh offer', peer({ state: 'connecting', everConnected: false }), true, T + CONNECT_TIMEOUT_MS, FRESH],
  ])('%s', (_name, view, restart, now, step) => {
    expect(onHelloFromPeer(view, restart, now)).toEqual(step);
  });
});
