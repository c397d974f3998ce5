/**
 * What to tell a person when the browser will not give us the camera or microphone, with what
 * to do about it ("camera blocked → how to allow it").
 */
export function describeMediaError(error: unknown): string {
  const name = (error as { name?: string })?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'Your browser has blocked the camera and microphone for Harbour. To allow them, select the camera or lock icon at the left of the address bar, choose Allow for Camera and Microphone, then reload this page.';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No camera or microphone was found. Plug one in (or choose another in the lists below) and try again.';
    case 'NotReadableError':
    case 'AbortError':
      return 'Your camera or microphone is being used by another app (for example another video call). Close that app, then try again.';
    default:
      return 'Your camera and microphone could not be started. Please reload this page; if it keeps happening, try another browser such as Chrome, Edge, Firefox or Safari.';
  }
}

/** The browser features a video session needs. */
export function browserSupport(): { supported: boolean; missing: string[] } {
  const missing: string[] = [];
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) missing.push('camera and microphone access');
  if (typeof RTCPeerConnection === 'undefined') missing.push('video calls (WebRTC)');
  if (typeof window !== 'undefined' && !window.isSecureContext) missing.push('a secure connection (https)');
  return { supported: missing.length === 0, missing };
}
