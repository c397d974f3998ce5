import { Link } from '@harbour/router';
import type { FaqDraft } from './faq-words';
import { paragraphsOf } from '@harbour/ui';
import { isSitePath } from './faq-words';

const BOX = { border: '1px solid currentColor', borderRadius: 6, padding: '0 1rem', overflowWrap: 'anywhere' } as const;

/** The FAQ as the support hub shows it: the question, the answer's paragraphs and its links (plain text: React escapes it). */
export function FaqPreview({ draft }: { draft: FaqDraft }) {
  const paragraphs = paragraphsOf(draft.answer);
  const links = draft.links.filter((link) => link.label.trim() && link.href.trim());
  return (
    <section aria-labelledby="faq-preview-heading">
      <h2 id="faq-preview-heading">Preview</h2>
      <div role="region" aria-label="Preview of the FAQ" style={BOX}>
        <h3>{draft.question.trim() || 'Your question'}</h3>
        {paragraphs.length === 0 ? <p>The answer shows here as you type it.</p> : paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)}
        {links.length > 0 && (
          <ul aria-label="Related pages">
            {links.map((link, index) => (
              <li key={index}>{isSitePath(link.href) ? <Link to={link.href.trim()}>{link.label}</Link> : `${link.label} (${link.href})`}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
