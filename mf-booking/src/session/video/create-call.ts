import type { VideoToken } from '@harbour/sdk/sessions';
import { PeerToPeerCall } from './p2p-call';
import type { CallContext, VideoCall } from './video-call';

/** The API's token names the provider; Agora's module is fetched only when it is the one. */
export async function createCall(ctx: CallContext, token: VideoToken): Promise<VideoCall> {
  if (token.provider === 'agora') {
    const { AgoraCall } = await import(/* webpackChunkName: "agora-call" */ './agora-call');
    return new AgoraCall(ctx, token);
  }
  return new PeerToPeerCall(ctx);
}
