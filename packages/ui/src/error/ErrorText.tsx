import { useMemo } from 'react';
import { displayErrorMessage } from './displayErrorMessage';
import { textToSafeHtml } from './safeHtml';

export interface ErrorTextProps {
  /** Anything caught: a HarbourError, an Error, a problem body, a string. */
  error: unknown;
  /** Element to render; inline markup only is kept, so any of these is valid HTML. */
  as?: 'p' | 'span' | 'div';
  id?: string;
  className?: string;
}

/** Shows an error as the spec says (§8): the display rules, line breaks kept, markup sanitised. */
export function ErrorText({ error, as: Tag = 'p', id, className }: ErrorTextProps) {
  const html = useMemo(() => textToSafeHtml(displayErrorMessage(error)), [error]);
  // Safe: textToSafeHtml has run the text through DOMPurify with an inline-only allow list.
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
