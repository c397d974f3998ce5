import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in a file is shown as text, not passed through (html: false); the sanitiser below is
// the second line for whatever markdown-it itself produces.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

const SANITISE: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'a', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'code', 'pre', 'hr', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['scope'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that leaves the site opens in place but tells the other site nothing about us.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : { ...attribs } };
    },
  },
};

/** Markdown → HTML that is safe to put into a page: no scripts, handlers, styles or script URLs. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITISE).trim();
}
