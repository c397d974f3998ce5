/**
 * What one API process tells the others when it forgets cached answers: which cache, which key
 * (none: everything), and which process sent it (a process ignores its own, already applied).
 */
export interface ForgetMessage {
  origin: string;
  cache: string;
  key?: string;
}

export const FORGET_CHANNEL = 'harbour:cache:forget';

export function encodeForget(message: ForgetMessage): string {
  return JSON.stringify(message.key === undefined ? { origin: message.origin, cache: message.cache } : message);
}

/** The message, or undefined for anything that is not one (another program on the channel, a newer format). */
export function decodeForget(payload: string): ForgetMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const { origin, cache, key } = value as Record<string, unknown>;
  if (typeof origin !== 'string' || typeof cache !== 'string' || !origin || !cache) return undefined;
  if (key !== undefined && typeof key !== 'string') return undefined;
  return key === undefined ? { origin, cache } : { origin, cache, key };
}
