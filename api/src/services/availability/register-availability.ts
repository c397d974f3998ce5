import { onPractitionerApproved } from '../accounts';
import { registerRecipientZone } from '../notifications';
import { forgetAvailabilityAnswers } from './availability-answer-cache';
import { AvailabilityModel } from './availability.model';
import { forgetCachedSlotsInput } from './slots-input-cache';

// Module-level, so registering twice keeps one. An approved psychologist's times show at once in
// every API process, not when the cached "not approved" runs out.
const showApprovedTimes = (userId: string) => {
  forgetCachedSlotsInput(userId);
  forgetAvailabilityAnswers();
};

/**
 * What availability follows and tells at start-up: approvals (from accounts), and a
 * psychologist's practice zone for their messages (to notifications).
 */
export function registerAvailability(): void {
  onPractitionerApproved(showApprovedTimes);
  registerRecipientZone('psychologist', async (userId) => (await AvailabilityModel.findById(userId, { timeZone: 1 }).lean())?.timeZone);
}
