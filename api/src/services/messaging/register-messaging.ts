import { isPsychologist, onAccountClosing } from '../accounts';
import { closeMessagingOf } from './closing-psychologist';

// Module-level, so registering twice keeps one.
const closeIfPsychologist = async (practitionerId: string, now: Date) => {
  if (await isPsychologist(practitionerId)) await closeMessagingOf(practitionerId, now);
};

/** What messaging does for accounts, registered at start-up: a closed psychologist's conversations take no more messages. */
export function registerMessaging(): void {
  onAccountClosing('messaging', { practitionerClosed: closeIfPsychologist });
}
