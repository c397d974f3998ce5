/** Spec §9: previews (conversation list, notification toasts) are at most 100 characters. */
export const PREVIEW_LENGTH = 100;

/** Spec §5: cut to 100 characters, then "...". Counts characters, not UTF-16 units. */
export function previewOf(text: string): string {
  const characters = Array.from(text);
  return characters.length > PREVIEW_LENGTH ? `${characters.slice(0, PREVIEW_LENGTH).join('')}...` : text;
}
