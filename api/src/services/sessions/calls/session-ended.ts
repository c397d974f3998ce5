import type { SessionRecord } from '../records/session.model';

export type SessionEndedListener = (session: SessionRecord, now: Date) => Promise<void>;

const listeners: SessionEndedListener[] = [];

/**
 * What follows the end of a session belongs to higher domains (booking charges it): they subscribe
 * here at start-up, so sessions never imports them.
 */
export function onSessionEnded(listener: SessionEndedListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function afterSessionEnded(session: SessionRecord, now = new Date()): Promise<void> {
  for (const listener of listeners) await listener(session, now);
}
