import { configuration } from '../../../configuration';

/**
 * The text a client gets when their psychologist starts a session with them now (the practice
 * area's "start a session now"; its email says the same at more length). Short: the join link and
 * where to stop texts.
 */
export function joinNowSmsText(notice: { psychologistName: string; joinUrl: string; durationMinutes: number }): string {
  const who = notice.psychologistName || 'Your psychologist';
  return `Harbour: ${who} has started a ${notice.durationMinutes}-minute video session with you now. Join: ${notice.joinUrl} Stop texts: ${configuration().publicUrl}/account/settings`;
}
