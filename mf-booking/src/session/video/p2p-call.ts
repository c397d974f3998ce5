import type { CallSignal } from '@harbour/sdk/sessions';
import { SignallingClient } from './signalling-client';
import type { CallContext, MediaState, VideoCall } from './video-call';

/** Heartbeat while in the call (the other side shows "reconnecting" after 15 s of silence). */
const PRESENCE_EVERY_MS = 5000;
const LONG_POLL_SECONDS = 10;
const HELLO_AGAIN_MS = 4000;

const newConnectionId = () => `c-${crypto.randomUUID()}`;

interface Addressed {
  to?: string;
}

/**
 * Peer-to-peer WebRTC between the two participants, signalled through our own API. No STUN or
 * TURN host (`iceServers: []`): host candidates only, which is what development, CI and this
 * machine need; production uses Agora. The psychologist always makes the offer, so the two never
 * offer at once: a client that arrives (a "hello") gets a fresh offer; a psychologist that arrives
 * says hello and the client answers hello back.
 */
export class PeerToPeerCall implements VideoCall {
  private readonly id = newConnectionId();
  private readonly signalling: SignallingClient;
  private pc?: RTCPeerConnection;
  private peerConnectionId?: string;
  private local?: MediaStream;
  private media: MediaState = { audio: true, video: true };
  private heartbeat?: ReturnType<typeof setInterval>;
  private statsTimer?: ReturnType<typeof setInterval>;
  private left = false;
  private helloTimer?: ReturnType<typeof setInterval>;

  constructor(private readonly ctx: CallContext) {
    this.signalling = new SignallingClient(ctx.baseUrl, ctx.sessionId, ctx.accessToken);
  }

  private log(line: string) {
    this.ctx.events.log(`[p2p ${this.ctx.role}] ${line}`);
  }

  async join(local: MediaStream): Promise<void> {
    this.local = local;
    this.ctx.events.status('connecting');
    await this.signalling.skipHistory();
    await this.signalling.presence('room');
    this.heartbeat = setInterval(() => void this.signalling.presence('room'), PRESENCE_EVERY_MS);
    await this.sayHello();
    this.ctx.events.status('waiting');
    // Until connected, say hello again now and then: a hello the other side missed (its own
    // rejoin, a dropped read) must not leave both waiting for ever.
    this.helloTimer = setInterval(() => {
      if (!this.pc || this.pc.connectionState === 'failed' || this.pc.connectionState === 'closed') void this.sayHello();
    }, HELLO_AGAIN_MS);
    void this.readLoop();
  }

  private sayHello() {
    return this.signalling
      .send({ kind: 'hello', payload: JSON.stringify({ role: this.ctx.role }), connectionId: this.id })
      .catch((err) => this.log(`hello failed: ${(err as Error).message}`));
  }

  private async readLoop() {
    let failures = 0;
    while (!this.left && !this.signalling.closed) {
      try {
        const page = await this.signalling.read(LONG_POLL_SECONDS);
        // Back after a failed read (a renewed sign-in, a network blip): say where the call really is.
        if (failures > 0) this.ctx.events.status(this.pc?.connectionState === 'connected' ? 'connected' : 'waiting');
        failures = 0;
        for (const signal of page.signals) await this.handle(signal);
        if (!this.pc || this.pc.connectionState !== 'connected') {
          if (page.counterpartPlace === 'left') this.ctx.events.status('left');
        }
        if (page.joinState === 'ended') this.ctx.events.status('ended');
      } catch (err) {
        if (this.left || this.signalling.closed) return;
        failures += 1;
        this.log(`signalling read failed: ${(err as Error).message}`);
        const status = (err as { status?: number }).status;
        if (status === 409) return this.ctx.events.status('ended');
        this.ctx.events.status('reconnecting');
        await new Promise((resolve) => setTimeout(resolve, Math.min(5000, 500 * failures)));
      }
    }
  }

  private async handle(signal: CallSignal) {
    const payload = JSON.parse(signal.payload || '{}') as Addressed & Record<string, unknown>;
    if (payload.to && payload.to !== this.id) return; // meant for an earlier tab of mine
    switch (signal.kind) {
      case 'hello':
        this.log(`hello from ${signal.connectionId}`);
        if (this.ctx.role === 'psychologist') {
          // A repeated hello from the connection already being set up or connected needs no new offer.
          const live = this.pc && signal.connectionId === this.peerConnectionId && !['failed', 'closed'].includes(this.pc.connectionState);
          if (!live) await this.offerTo(signal.connectionId);
        }
        else if (!payload.reply) {
          await this.signalling.send({ kind: 'hello', payload: JSON.stringify({ role: this.ctx.role, reply: true, to: signal.connectionId }), connectionId: this.id });
        }
        break;
      case 'offer':
        await this.answer(signal.connectionId, payload.description as RTCSessionDescriptionInit);
        break;
      case 'answer':
        if (this.pc && signal.connectionId === this.peerConnectionId) await this.pc.setRemoteDescription(payload.description as RTCSessionDescriptionInit);
        break;
      case 'candidate':
        if (this.pc && signal.connectionId === this.peerConnectionId) {
          await this.pc.addIceCandidate(payload.candidate as RTCIceCandidateInit).catch((err) => this.log(`candidate refused: ${err}`));
        }
        break;
      case 'state':
        this.ctx.events.remoteMedia({ audio: Boolean(payload.audio), video: Boolean(payload.video) });
        break;
      case 'bye':
        if (signal.connectionId === this.peerConnectionId) {
          this.closePeer();
          this.ctx.events.remoteStream(null);
          this.ctx.events.status('left');
        }
        break;
      case 'ended':
        this.ctx.events.status('ended');
        break;
    }
  }

  private newPeer(peerConnectionId: string) {
    this.closePeer();
    this.peerConnectionId = peerConnectionId;
    const pc = new RTCPeerConnection({ iceServers: [] });
    this.pc = pc;
    for (const track of this.local?.getTracks() ?? []) pc.addTrack(track, this.local!);
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) void this.sendTo('candidate', { candidate: candidate.toJSON() });
    };
    pc.ontrack = ({ streams, track }) => {
      this.ctx.events.remoteStream(streams[0] ?? new MediaStream([track]));
    };
    pc.onconnectionstatechange = () => {
      if (pc !== this.pc) return;
      this.log(`connection ${pc.connectionState}`);
      if (pc.connectionState === 'connected') {
        this.ctx.events.status('connected');
        void this.sendTo('state', { ...this.media });
      } else if (pc.connectionState === 'disconnected') this.ctx.events.status('reconnecting');
      else if (pc.connectionState === 'failed') {
        this.ctx.events.status('reconnecting');
        if (this.ctx.role === 'psychologist') void this.offerTo(peerConnectionId);
      }
    };
    this.watchQuality(pc);
    return pc;
  }

  private sendTo(kind: 'offer' | 'answer' | 'candidate' | 'state', body: Record<string, unknown>) {
    return this.signalling
      .send({ kind, payload: JSON.stringify({ ...body, to: this.peerConnectionId }), connectionId: this.id })
      .catch((err) => this.log(`send ${kind} failed: ${(err as Error).message}`));
  }

  private async offerTo(peerConnectionId: string) {
    const pc = this.newPeer(peerConnectionId);
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    await this.sendTo('offer', { description: pc.localDescription!.toJSON() });
  }

  private async answer(peerConnectionId: string, description: RTCSessionDescriptionInit) {
    const pc = this.newPeer(peerConnectionId);
    await pc.setRemoteDescription(description);
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    await this.sendTo('answer', { description: pc.localDescription!.toJSON() });
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
    for (const track of this.local?.getAudioTracks() ?? []) track.enabled = state.audio;
    for (const track of this.local?.getVideoTracks() ?? []) track.enabled = state.video;
    if (this.pc) await this.sendTo('state', { ...state });
  }

  async replaceTrack(track: MediaStreamTrack) {
    const sender = this.pc?.getSenders().find((s) => s.track?.kind === track.kind);
    await sender?.replaceTrack(track);
  }

  private closePeer() {
    clearInterval(this.statsTimer);
    this.pc?.close();
    this.pc = undefined;
  }

  async leave() {
    if (this.left) return;
    this.left = true;
    clearInterval(this.heartbeat);
    clearInterval(this.helloTimer);
    await this.signalling.send({ kind: 'bye', payload: '{}', connectionId: this.id }).catch(() => undefined);
    await this.signalling.presence('left');
    this.signalling.close();
    this.closePeer();
  }
}
