/** Why a session is moved to another time (/reschedule-reasons), by the client or the psychologist. */

import type { Reason } from './reason';

export const rescheduleReasons: readonly Reason[] = [
  { reasonId: 1, name: 'Client requested a different time', requiresExtraInfo: false },
  { reasonId: 2, name: 'Psychologist unavailable', requiresExtraInfo: false },
  { reasonId: 3, name: 'Illness', requiresExtraInfo: false },
  { reasonId: 4, name: 'Work or study commitments', requiresExtraInfo: false },
  { reasonId: 5, name: 'Family or carer commitments', requiresExtraInfo: false },
  { reasonId: 6, name: 'Public holiday', requiresExtraInfo: false },
  { reasonId: 7, name: 'Technical problems', requiresExtraInfo: false },
  { reasonId: 8, name: 'Other', requiresExtraInfo: true },
];
