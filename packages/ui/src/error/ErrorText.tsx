import { useMemo } from 'react';
import { textToSafeHtml } from './safeHtml';

/** Spec §8 "Displayed message": what to show when there is no text at all. */
const DEFAULT_ERROR_MESSAGE = 'Sorry! There was an error.';

export interface ErrorTextProps {
  /** The text to show, from the SDK's errorMessageOf (the one place the §8 display rules live). */
  message: string | undefined;
  /** Element to render; inline markup only is kept, so any of these is valid HTML. */
  as?: 'p' | 'span' | 'div';
  id?: string;
  className?: string;
}

/** Shows an error text as the spec says (§8): line breaks kept, markup sanitised. */
export function ErrorText({ message, as: Tag = 'p', id, className }: ErrorTextProps) {
  const html = useMemo(() => textToSafeHtml(message?.trim() ? message : DEFAULT_ERROR_MESSAGE), [message]);
  // Safe: textToSafeHtml has run the text through DOMPurify with an inline-only allow list.
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
