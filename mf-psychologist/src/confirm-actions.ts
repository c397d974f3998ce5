import type { ConfirmOptions } from '@harbour/platform';

/**
 * Every confirm dialog of the practice area, its buttons named by what they do: "Cancel" used to
 * mean "keep" next to an "Ok" that cancelled a session. The action button says the action; the
 * other says what stays.
 */
export const CONFIRM = {
  lockNote: { title: 'Lock this note?', confirmLabel: 'Lock note', cancelLabel: 'Keep editing' },
  discardDraft: { title: 'Discard this draft?', confirmLabel: 'Discard draft', cancelLabel: 'Keep draft' },
  deleteAttachment: { title: 'Delete this attachment?', confirmLabel: 'Delete attachment', cancelLabel: 'Keep attachment' },
  deletePatientFile: { title: 'Delete this file?', confirmLabel: 'Delete file', cancelLabel: 'Keep file' },
  cancelSession: { title: 'Cancel this session?', confirmLabel: 'Cancel session', cancelLabel: 'Keep session' },
  moveSession: { title: 'Move this session?', confirmLabel: 'Move session', cancelLabel: 'Keep the current time' },
  withdrawOffer: { title: 'Withdraw this offer?', confirmLabel: 'Withdraw offer', cancelLabel: 'Keep offer' },
} as const satisfies Record<string, Required<ConfirmOptions>>;
