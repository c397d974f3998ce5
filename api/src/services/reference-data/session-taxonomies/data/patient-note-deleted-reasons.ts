/**
 * Why a psychologist deletes a patient note (/patient-note-deleted-reasons). Notes are soft-deleted
 * with the reason kept: clinical records are retained (adults at least 7 years after the last
 * service).
 */

import type { Reason } from './reason';

export const patientNoteDeletedReasons: readonly Reason[] = [
  { reasonId: 1, name: 'Written for the wrong client', requiresExtraInfo: false },
  { reasonId: 2, name: 'Duplicate note', requiresExtraInfo: false },
  { reasonId: 3, name: 'Contains incorrect information', requiresExtraInfo: false },
  { reasonId: 4, name: 'No longer relevant', requiresExtraInfo: false },
  { reasonId: 5, name: 'Correction requested by the client', requiresExtraInfo: true },
  { reasonId: 6, name: 'Other', requiresExtraInfo: true },
];
