import type { VideoToken } from '@harbour/sdk/sessions';
import type { CallContext, MediaState, VideoCall } from './video-call';

/** Agora's join() never settles without reaching Agora (stack-notes): our own limit. */
const JOIN_TIMEOUT_MS = 20_000;

type AgoraModule = typeof import('agora-rtc-sdk-ng');
type AgoraClient = ReturnType<AgoraModule['default']['createClient']>;

/**
 * Agora (agora-rtc-sdk-ng), used only when the API is configured with an Agora app: the SDK is
 * big, so it is loaded on demand here and never in a development or test room.
 */
export class AgoraCall implements VideoCall {
  private client?: AgoraClient;
  private sdk?: AgoraModule['default'];
  private tracks: { audio?: import('agora-rtc-sdk-ng').ILocalAudioTrack; video?: import('agora-rtc-sdk-ng').ILocalVideoTrack } = {};

  constructor(
    private readonly ctx: CallContext,
    private readonly token: VideoToken,
  ) {}

  async join(local: MediaStream): Promise<void> {
    this.ctx.events.status('connecting');
    const { default: AgoraRTC } = await import(/* webpackChunkName: "agora" */ 'agora-rtc-sdk-ng');
    this.sdk = AgoraRTC;
    AgoraRTC.setLogLevel(3);
    const client = AgoraRTC.createClient({ mode: 'rtc', codec: 'vp8' });
    this.client = client;
    client.on('user-published', async (user, mediaType) => {
      await client.subscribe(user, mediaType);
      const stream = new MediaStream();
      if (user.videoTrack) stream.addTrack(user.videoTrack.getMediaStreamTrack());
      if (user.audioTrack) stream.addTrack(user.audioTrack.getMediaStreamTrack());
      this.ctx.events.remoteStream(stream);
      this.ctx.events.remoteMedia({ audio: user.hasAudio, video: user.hasVideo });
      this.ctx.events.status('connected');
    });
    client.on('user-unpublished', (user) => this.ctx.events.remoteMedia({ audio: user.hasAudio, video: user.hasVideo }));
    client.on('user-left', () => {
      this.ctx.events.remoteStream(null);
      this.ctx.events.status('left');
    });
    client.on('connection-state-change', (state) => {
      if (state === 'RECONNECTING') this.ctx.events.status('reconnecting');
    });
    client.on('network-quality', ({ downlinkNetworkQuality: q }) => this.ctx.events.quality(q === 0 ? 'unknown' : q <= 2 ? 'good' : q <= 4 ? 'fair' : 'poor'));
    const joined = client.join(this.token.appId!, this.token.channel, this.token.token!, this.token.uid);
    await Promise.race([joined, new Promise((_, reject) => setTimeout(() => reject(new Error('The video service did not answer. Please check your connection and rejoin.')), JOIN_TIMEOUT_MS))]);
    const [audio] = local.getAudioTracks();
    const [video] = local.getVideoTracks();
    this.tracks = {
      audio: audio && AgoraRTC.createCustomAudioTrack({ mediaStreamTrack: audio }),
      video: video && AgoraRTC.createCustomVideoTrack({ mediaStreamTrack: video }),
    };
    await client.publish([this.tracks.audio, this.tracks.video].filter((t) => t !== undefined));
    this.ctx.events.status('waiting');
  }

  async setMedia(state: MediaState) {
    await this.tracks.audio?.setEnabled(state.audio);
    await this.tracks.video?.setEnabled(state.video);
  }

  async replaceTrack(track: MediaStreamTrack) {
    if (track.kind === 'video') return this.tracks.video?.replaceTrack(track, false);
    // Audio tracks cannot swap their source: publish a new one in place of the old.
    const old = this.tracks.audio;
    const next = this.sdk!.createCustomAudioTrack({ mediaStreamTrack: track });
    if (old) await this.client?.unpublish(old);
    old?.close();
    this.tracks.audio = next;
    await this.client?.publish(next);
  }

  async leave() {
    this.tracks.audio?.close();
    this.tracks.video?.close();
    await this.client?.leave();
  }
}
