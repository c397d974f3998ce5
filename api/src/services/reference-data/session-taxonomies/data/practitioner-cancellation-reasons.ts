/**
 * Why a psychologist cancels a session (/practitioner-cancellation-reasons); sent as reasonId with
 * reasonOther when requiresExtraInfo (POST /sessions/{id}/cancel: reason, reasonId, reasonOther).
 */

import type { Reason } from './reason';

export const practitionerCancellationReasons: readonly Reason[] = [
  { reasonId: 1, name: 'I am unwell', requiresExtraInfo: false },
  { reasonId: 2, name: 'Personal or family emergency', requiresExtraInfo: false },
  { reasonId: 3, name: 'Scheduling conflict', requiresExtraInfo: false },
  { reasonId: 4, name: 'Client asked me to cancel', requiresExtraInfo: false },
  { reasonId: 5, name: 'Duplicate booking', requiresExtraInfo: false },
  { reasonId: 6, name: 'Wrong session type or length booked', requiresExtraInfo: false },
  { reasonId: 7, name: 'Referral or funding not in place', requiresExtraInfo: false },
  { reasonId: 8, name: 'Client needs a different level of care', requiresExtraInfo: true },
  { reasonId: 9, name: 'Technical problems', requiresExtraInfo: false },
  { reasonId: 10, name: 'Other', requiresExtraInfo: true },
];
