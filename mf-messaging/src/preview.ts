/** Spec §9: previews are at most 100 characters. */
export const PREVIEW_LENGTH = 100;

/** Spec §5: the notification preview is cut to 100 characters, then "...". */
export function previewOf(text: string): string {
  const characters = Array.from(text);
  return characters.length > PREVIEW_LENGTH ? `${characters.slice(0, PREVIEW_LENGTH).join('')}...` : text;
}
