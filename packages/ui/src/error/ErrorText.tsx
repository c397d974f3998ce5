import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';

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

const hasMarkup = (text: string) => /[<&]/.test(text);

/** Plain text with its line breaks, rendered by React (nothing to sanitise). */
function withLineBreaks(text: string): ReactNode {
  return text.split(/\r?\n/).map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/** The words of a marked-up message without its markup: an inert parse, no script or handler runs. */
const textOf = (markup: string) => new DOMParser().parseFromString(markup, 'text/html').body.textContent ?? '';

/**
 * Shows an error text as the spec says (§8): line breaks kept, markup sanitised. Most messages are
 * plain text and render at once; only a message with markup loads the sanitiser (DOMPurify, 8 kB
 * gzipped, kept out of every page's first visit) and shows its words until it arrives.
 */
export function ErrorText({ message, as: Tag = 'p', id, className }: ErrorTextProps) {
  const text = message?.trim() ? message : DEFAULT_ERROR_MESSAGE;
  const markup = hasMarkup(text);
  const [sanitised, setSanitised] = useState<{ text: string; html: string }>();
  useEffect(() => {
    if (!markup) return;
    let current = true;
    void import('./safeHtml').then(({ textToSafeHtml }) => {
      if (current) setSanitised({ text, html: textToSafeHtml(text) });
    });
    return () => {
      current = false;
    };
  }, [text, markup]);
  const interim = useMemo(() => (markup ? withLineBreaks(textOf(text)) : withLineBreaks(text)), [text, markup]);

  if (markup && sanitised?.text === text) {
    // Safe: textToSafeHtml has run the text through DOMPurify with an inline-only allow list.
    return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: sanitised.html }} />;
  }
  return (
    <Tag id={id} className={className}>
      {interim}
    </Tag>
  );
}
