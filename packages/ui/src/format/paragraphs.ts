/**
 * The paragraphs of a plain-text answer (an FAQ's): split on a blank line, trimmed, empty ones
 * dropped. One rule for the support hub, its assistant and the console's preview.
 */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
