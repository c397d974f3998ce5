import type { CallSignal, SignalPage } from '@harbour/sdk/sessions';
import { CandidateGate, EarlyCandidates } from './candidate-order';
import { nextStep, onHelloFromPeer, type PeerView, type Step } from './reconnection';
import { SignallingClient } from './signalling-client';
import type { CallContext, CallStatus, MediaState, VideoCall } from './video-call';

/** Heartbeat while in the call (the other side shows "reconnecting" after 15 s of silence). */
const PRESENCE_EVERY_MS = 5000;
const LONG_POLL_SECONDS = 10;
/** How often the call checks whether to say hello again, restart ICE or start over. */
const WATCH_EVERY_MS = 1000;

const newConnectionId = () => `c-${crypto.randomUUID()}`;

/** Why a room we are in shut, when a read says so (the server's 409 words say it for a refused signal). */
const SHUT_TEXT: Record<string, string> = {
  early: 'This session was moved, so its room is not open now. Check your sessions for the new time.',
  closed: 'This session has finished; its room is closed.',
  cancelled: 'This session was cancelled.',
};

/** Fresh offers made to one connection that never answered before it is given up (it says hello again if alive). */
const MAX_OFFERS_UNANSWERED = 3;

interface Payload {
  to?: string;
  /** Names an offer; its answer echoes it, so an answer to an older offer is never applied. */
  offerId?: string;
  reply?: boolean;
  restart?: boolean;
  description?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit;
  audio?: boolean;
  video?: boolean;
}

/**
 * Peer-to-peer WebRTC between the two participants, signalled through our own API. No STUN or
 * TURN host (`iceServers: []`): host candidates only, which is what development, CI and this
 * machine need; production uses Agora. The psychologist always makes the offer, so the two never
 * offer at once: a client that arrives (a "hello") gets a fresh offer; a psychologist that arrives
 * says hello and the client answers hello back. Signals go out in order (signalling-client.ts),
 * candidates after their description (candidate-order.ts), and a dropped or stuck connection is
 * restarted by the rules in reconnection.ts.
 */
export class PeerToPeerCall implements VideoCall {
  private readonly id = newConnectionId();
  private readonly signalling: SignallingClient;
  private readonly gate = new CandidateGate<RTCIceCandidateInit>();
  private readonly early = new EarlyCandidates<RTCIceCandidateInit>();
  private pc?: RTCPeerConnection;
  private peer?: PeerView;
  private peerConnectionId?: string;
  private local?: MediaStream;
  /** What we send: the room's camera and microphone, or the ones switched to since. */
  private tracks: { audio?: MediaStreamTrack; video?: MediaStreamTrack } = {};
  private videoSender?: RTCRtpSender;
  private offerId?: string;
  private unanswered = { connectionId: '', offers: 0 };
  private media: MediaState = { audio: true, video: true };
  private status?: CallStatus;
  private helloAt = 0;
  private heartbeat?: ReturnType<typeof setInterval>;
  private watcher?: ReturnType<typeof setInterval>;
  private statsTimer?: ReturnType<typeof setInterval>;
  private left = false;
  /** One negotiation step at a time: a check never starts a restart while an offer is being made. */
  private working: Promise<void> = Promise.resolve();

  constructor(private readonly ctx: CallContext) {
    this.signalling = new SignallingClient(ctx.baseUrl, ctx.sessionId, ctx.accessToken, (detail) => void this.roomShut(detail), (line) => this.log(line));
  }

  private log(line: string) {
    this.ctx.events.log(`[p2p ${this.ctx.role}] ${line}`);
  }

  private setStatus(status: CallStatus, detail?: string) {
    if (this.left || (this.status === status && !detail)) return;
    // The room being shut or ended is final for this call object.
    if (this.status === 'ended' || this.status === 'closed') return;
    this.status = status;
    this.ctx.events.status(status, detail);
  }

  /** Runs negotiation steps one after another (signals and checks both start them). */
  private serially(step: () => Promise<void>): Promise<void> {
    const run = this.working.then(step).catch((err) => this.log(`negotiation failed: ${(err as Error).message}`));
    this.working = run;
    return run;
  }

  async join(local: MediaStream): Promise<void> {
    this.local = local;
    this.tracks = { audio: local.getAudioTracks()[0], video: local.getVideoTracks()[0] };
    this.setStatus('connecting');
    await this.signalling.skipHistory();
    await this.signalling.presence('room');
    this.heartbeat = setInterval(() => void this.signalling.presence('room'), PRESENCE_EVERY_MS);
    await this.sayHello(false);
    if (this.status === 'connecting') this.setStatus('waiting');
    this.watcher = setInterval(() => this.check(), WATCH_EVERY_MS);
    void this.readLoop();
  }

  private sayHello(restart: boolean) {
    this.helloAt = Date.now();
    return this.signalling
      .send({ kind: 'hello', payload: JSON.stringify({ role: this.ctx.role, ...(restart && { restart: true }) }), connectionId: this.id })
      .catch((err) => this.log(`hello not sent: ${(err as Error).message}`));
  }

  /** The regular check (reconnection.ts decides). */
  private check() {
    if (this.left) return;
    // close() fires no state event (the browser ending a connection may not either): read the state itself.
    if (this.pc && this.peer && this.pc.connectionState !== this.peer.state) {
      this.peer.state = this.pc.connectionState;
      this.peer.since = Date.now();
      if (this.peer.state !== 'connected' && this.status === 'connected') this.setStatus('reconnecting');
    }
    const step = nextStep({ role: this.ctx.role, peer: this.peer, helloAt: this.helloAt, now: Date.now() });
    if (step.kind !== 'wait') void this.serially(() => this.act(step));
  }

  private async act(step: Step) {
    if (this.left) return;
    switch (step.kind) {
      case 'hello':
        if (step.restart) this.log('asking for a restart');
        await this.sayHello(step.restart);
        break;
      case 'ice-restart':
        await this.restartIce();
        break;
      case 'new-offer': {
        const to = this.peerConnectionId;
        if (to && !(this.unanswered.connectionId === to && this.unanswered.offers >= MAX_OFFERS_UNANSWERED)) await this.offerTo(to);
        else {
          // That tab is gone (no answer to several offers): wait for a hello from the one that is there.
          this.closePeer();
          this.peerConnectionId = undefined;
          this.setStatus('waiting');
          await this.sayHello(false);
        }
        break;
      }
      case 'wait':
        break;
    }
  }

  private async readLoop() {
    let failures = 0;
    while (!this.left && !this.signalling.closed && this.status !== 'closed' && this.status !== 'ended') {
      try {
        const page = await this.signalling.read(LONG_POLL_SECONDS);
        failures = 0;
        for (const signal of page.signals) await this.serially(() => this.handle(signal));
        this.ctx.events.counterpart?.(page.counterpartPlace);
        this.followRoom(page);
      } catch (err) {
        if (this.left || this.signalling.closed) return;
        failures += 1;
        // A failed read does not stop a connected call (media flows peer to peer): log and ask again.
        this.log(`signalling read failed: ${(err as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, Math.min(5000, 500 * failures)));
      }
    }
  }

  /** What the read says about the room and the other person. */
  private followRoom(page: SignalPage) {
    if (page.joinState === 'ended') return this.setStatus('ended');
    if (page.joinState !== 'open') return this.setStatus('closed', SHUT_TEXT[page.joinState]);
    const connected = this.pc?.connectionState === 'connected';
    if (!connected && page.counterpartPlace === 'left') this.setStatus('left');
    else if (!connected && this.status === 'left' && page.counterpartPlace === 'room') this.setStatus('connecting');
  }

  /** A signal was refused with 409: say why, from the room's own state. */
  private async roomShut(detail: string) {
    const page = await this.signalling.read(0).catch(() => undefined);
    if (page?.joinState === 'ended') this.setStatus('ended');
    else this.setStatus('closed', detail);
    this.stopTimers();
  }

  private async handle(signal: CallSignal) {
    const payload = JSON.parse(signal.payload || '{}') as Payload;
    if (payload.to && payload.to !== this.id) return; // meant for an earlier tab of mine
    const from = signal.connectionId;
    switch (signal.kind) {
      case 'hello':
        this.log(`hello from ${from}${payload.restart ? ' (restart)' : ''}`);
        if (this.ctx.role === 'psychologist') {
          if (!this.pc || from !== this.peerConnectionId) await this.offerTo(from);
          else await this.act(onHelloFromPeer(this.peer, Boolean(payload.restart), Date.now()));
        } else if (!payload.reply) {
          await this.signalling
            .send({ kind: 'hello', payload: JSON.stringify({ role: this.ctx.role, reply: true, to: from }), connectionId: this.id })
            .catch((err) => this.log(`hello reply not sent: ${(err as Error).message}`));
        }
        break;
      case 'offer':
        if (payload.description) await this.answer(from, payload.description, Boolean(payload.restart), payload.offerId);
        break;
      case 'answer':
        if (this.pc && from === this.peerConnectionId && this.pc.signalingState === 'have-local-offer' && payload.description && payload.offerId === this.offerId) {
          this.unanswered = { connectionId: '', offers: 0 };
          try {
            await this.pc.setRemoteDescription(payload.description);
          } catch (err) {
            // An answer this connection cannot take (the other tab started over): offer afresh.
            this.log(`answer refused: ${(err as Error).message}`);
            return this.offerTo(from);
          }
          if (this.peer) this.peer.awaitingAnswer = false;
          await this.addEarlyCandidates(from);
        }
        break;
      case 'candidate':
        if (!payload.candidate) break;
        if (this.pc && from === this.peerConnectionId && this.pc.remoteDescription) await this.addCandidate(payload.candidate);
        else this.early.hold(from, payload.candidate);
        break;
      case 'state':
        this.ctx.events.remoteMedia({ audio: Boolean(payload.audio), video: Boolean(payload.video) });
        break;
      case 'bye':
        if (from === this.peerConnectionId) {
          this.closePeer();
          this.ctx.events.remoteStream(null);
          this.setStatus('left');
        }
        break;
      case 'ended':
        this.setStatus('ended');
        break;
    }
  }

  private addCandidate(candidate: RTCIceCandidateInit) {
    return this.pc!.addIceCandidate(candidate).catch((err) => this.log(`candidate refused: ${err}`));
  }

  private async addEarlyCandidates(from: string) {
    for (const candidate of this.early.take(from)) await this.addCandidate(candidate);
  }

  private newPeer(peerConnectionId: string) {
    this.closePeer();
    this.peerConnectionId = peerConnectionId;
    this.early.keepOnly(peerConnectionId);
    const pc = new RTCPeerConnection({ iceServers: [] });
    this.pc = pc;
    const now = Date.now();
    this.peer = { state: 'new', since: now, negotiatedAt: now, everConnected: false, iceRestarts: 0, awaitingAnswer: false };
    const stream = this.local ?? new MediaStream();
    if (this.tracks.audio) pc.addTrack(this.tracks.audio, stream);
    this.videoSender = this.tracks.video ? pc.addTrack(this.tracks.video, stream) : undefined;
    // Audio only: the camera's track is not sent at all.
    if (!this.media.video) void this.videoSender?.replaceTrack(null);
    pc.onicecandidate = ({ candidate }) => {
      if (candidate && pc === this.pc) this.gate.pass(candidate.toJSON(), (c) => void this.sendTo('candidate', { candidate: c }));
    };
    pc.ontrack = ({ streams, track }) => {
      this.ctx.events.remoteStream(streams[0] ?? new MediaStream([track]));
    };
    pc.onconnectionstatechange = () => {
      if (pc !== this.pc || !this.peer) return;
      const state = pc.connectionState;
      this.log(`connection ${state}`);
      this.peer.state = state;
      this.peer.since = Date.now();
      if (state === 'connected') {
        this.peer.everConnected = true;
        this.peer.iceRestarts = 0;
        this.peer.awaitingAnswer = false;
        this.setStatus('connected');
        void this.sendTo('state', { ...this.media });
      } else if (state === 'disconnected' || state === 'failed') {
        this.setStatus(this.peer.everConnected ? 'reconnecting' : 'connecting');
        // Failed is final for ICE: act at once rather than at the next check.
        if (state === 'failed') this.check();
      }
    };
    this.watchQuality(pc);
    return pc;
  }

  private sendTo(kind: 'offer' | 'answer' | 'candidate' | 'state', body: Record<string, unknown>) {
    return this.signalling
      .send({ kind, payload: JSON.stringify({ ...body, to: this.peerConnectionId }), connectionId: this.id })
      .catch((err) => this.log(`${kind} not sent: ${(err as Error).message}`));
  }

  /** Sets our description and queues it; candidates found meanwhile follow it. */
  private async describe(pc: RTCPeerConnection, description: RTCSessionDescriptionInit, kind: 'offer' | 'answer', extra: Record<string, unknown> = {}) {
    this.gate.close();
    try {
      await pc.setLocalDescription(description);
      void this.sendTo(kind, { description: pc.localDescription!.toJSON(), ...extra });
    } finally {
      this.gate.open((c) => void this.sendTo('candidate', { candidate: c }));
    }
  }

  private async offerTo(peerConnectionId: string) {
    this.log(`offer to ${peerConnectionId}`);
    if (this.status !== 'connected') this.setStatus('connecting');
    this.unanswered = { connectionId: peerConnectionId, offers: this.unanswered.connectionId === peerConnectionId ? this.unanswered.offers + 1 : 1 };
    const pc = this.newPeer(peerConnectionId);
    this.peer!.awaitingAnswer = true;
    this.offerId = crypto.randomUUID();
    await this.describe(pc, await pc.createOffer(), 'offer', { offerId: this.offerId });
  }

  /** Same connection, new ICE credentials: the call carries on once a path is found again. */
  private async restartIce() {
    const pc = this.pc;
    if (!pc || !this.peer || !this.peerConnectionId) return;
    if (pc.signalingState !== 'stable') return this.offerTo(this.peerConnectionId);
    this.log('restarting ICE');
    this.peer.iceRestarts += 1;
    this.peer.awaitingAnswer = true;
    this.peer.negotiatedAt = Date.now();
    this.offerId = crypto.randomUUID();
    await this.describe(pc, await pc.createOffer({ iceRestart: true }), 'offer', { restart: true, offerId: this.offerId });
  }

  private async answer(peerConnectionId: string, description: RTCSessionDescriptionInit, restart: boolean, offerId?: string) {
    // An ICE restart of the connection we have keeps it; any other offer starts a new one.
    const keep = restart && this.pc && peerConnectionId === this.peerConnectionId && this.pc.connectionState !== 'closed' && this.pc.signalingState === 'stable';
    const pc = keep ? this.pc! : this.newPeer(peerConnectionId);
    this.log(`${keep ? 'restart' : 'offer'} from ${peerConnectionId}`);
    if (!keep && this.status !== 'connected') this.setStatus('connecting');
    await pc.setRemoteDescription(description);
    await this.addEarlyCandidates(peerConnectionId);
    if (this.peer) this.peer.negotiatedAt = Date.now();
    await this.describe(pc, await pc.createAnswer(), 'answer', { offerId });
  }

  /** Round-trip time and lost packets of the chosen candidate pair, every 3 s. */
  private watchQuality(pc: RTCPeerConnection) {
    clearInterval(this.statsTimer);
    this.statsTimer = setInterval(async () => {
      if (pc.connectionState !== 'connected') return;
      const stats = await pc.getStats();
      let rtt: number | undefined;
      let lost = 0;
      let received = 0;
      stats.forEach((report) => {
        if (report.type === 'candidate-pair' && report.nominated && typeof report.currentRoundTripTime === 'number') rtt = report.currentRoundTripTime;
        if (report.type === 'inbound-rtp') {
          lost += report.packetsLost ?? 0;
          received += report.packetsReceived ?? 0;
        }
      });
      const lossRate = received + lost > 0 ? lost / (received + lost) : 0;
      if (rtt === undefined) return this.ctx.events.quality('unknown');
      this.ctx.events.quality(rtt < 0.3 && lossRate < 0.02 ? 'good' : rtt < 0.6 && lossRate < 0.08 ? 'fair' : 'poor');
    }, 3000);
  }

  async setMedia(state: MediaState) {
    this.media = state;
    if (this.tracks.audio) this.tracks.audio.enabled = state.audio;
    if (this.tracks.video) this.tracks.video.enabled = state.video;
    if (this.pc) {
      // A camera that is off sends nothing at all (audio only also saves the bandwidth).
      await this.videoSender?.replaceTrack(state.video ? (this.tracks.video ?? null) : null);
      await this.sendTo('state', { ...state });
    }
  }

  async replaceTrack(track: MediaStreamTrack) {
    this.tracks = { ...this.tracks, [track.kind]: track };
    if (track.kind === 'video') {
      if (this.media.video) await this.videoSender?.replaceTrack(track);
      return;
    }
    const sender = this.pc?.getSenders().find((s) => s.track?.kind === 'audio');
    await sender?.replaceTrack(track);
  }

  private closePeer() {
    clearInterval(this.statsTimer);
    this.pc?.close();
    this.pc = undefined;
    this.peer = undefined;
  }

  private stopTimers() {
    clearInterval(this.heartbeat);
    clearInterval(this.watcher);
  }

  async leave() {
    if (this.left) return;
    this.left = true;
    this.stopTimers();
    await this.signalling.goodbye({ kind: 'bye', payload: '{}', connectionId: this.id });
    await this.signalling.presence('left');
    this.signalling.close();
    this.closePeer();
  }
}
