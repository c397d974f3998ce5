/**
 * Spec §7/§8: messaging failures are reported as exceptions tagged `load_messaging_error`. Harbour
 * has no error-tracking service yet, so the report is the console (where one would hook in).
 */
export const MESSAGING_ERROR_TAG = 'load_messaging_error';

export function reportMessagingError(error: unknown, context: string): void {
  console.error(`[${MESSAGING_ERROR_TAG}] ${context}`, error);
}

/** Spec §8 toasts, word for word. */
export const MESSAGING_TOASTS = {
  conversations: 'Unable to load conversations.',
  send: 'Unable to send message.',
  messages: 'Unable to load messages.',
  markRead: 'Unable to mark conversation as read.',
} as const;
