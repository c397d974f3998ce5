import DOMPurify from 'dompurify';

// Server messages may carry simple inline markup (a bold word, a support link); nothing else.
const ALLOWED_TAGS = ['a', 'b', 'br', 'code', 'em', 'i', 'span', 'strong', 'u'];
const ALLOWED_ATTR = ['href', 'title'];

/** Message text as HTML for innerHTML: newlines become <br>, then everything unsafe is stripped. */
export function textToSafeHtml(message: string): string {
  return DOMPurify.sanitize(message.replace(/\r?\n/g, '<br>'), { ALLOWED_TAGS, ALLOWED_ATTR });
}
