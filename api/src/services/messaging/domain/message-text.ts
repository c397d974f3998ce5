/** Longest message we store (characters); a longer one is refused, never cut. */
export const MESSAGE_MAX_LENGTH = 4000;

export type MessageTextProblem = 'empty' | 'too-long';

/**
 * Messages are plain text, stored as sent and always shown as text (never as HTML). Surrounding
 * whitespace is dropped; a message with nothing else is refused.
 */
export function checkMessageText(raw: string): { text: string } | { problem: MessageTextProblem } {
  const text = raw.trim();
  if (text.length === 0) return { problem: 'empty' };
  if (Array.from(text).length > MESSAGE_MAX_LENGTH) return { problem: 'too-long' };
  return { text };
}

export const MESSAGE_TEXT_PROBLEMS: Record<MessageTextProblem, string> = {
  empty: 'Write a message before sending.',
  'too-long': `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`,
};
