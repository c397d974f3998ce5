import { renderMarkdown } from './render-markdown';

/** The markup only (tags with their attributes): escaped text may mention anything. */
const tagsOf = (html: string) => (html.match(/<[^>]*>/g) ?? []).join('');

describe('renderMarkdown', () => {
  it.each([
    ['a script element', 'Hello <script>alert(1)</script>', /<script/i],
    ['a javascript: link', '[click](javascript:alert(1))', /javascript:/i],
    ['a javascript: link with odd case and spaces', '[click]( JaVaScRiPt:alert(1) )', /javascript:/i],
    ['a raw anchor with a javascript: href', '<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ['a reference-style javascript: link', '[x][1]\n\n[1]: javascript:alert(1)', /javascript:/i],
    ['an entity-encoded javascript: link', '[x](&#106;avascript:alert(1))', /javascript:/i],
    ['an event handler on an image', '<img src=x onerror="alert(1)">', /<img/i],
    ['a data: URL link', '[x](data:text/html;base64,PHNjcmlwdD4=)', /href="data:/i],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ['a style attribute', '<p style="position:fixed">x</p>', /style=/i],
  ])('makes %s harmless', (_name, source, forbidden) => {
    expect(tagsOf(renderMarkdown(source))).not.toMatch(forbidden);
  });

  it('shows raw HTML as text rather than dropping what the author wrote', () => {
    expect(renderMarkdown('Hello <script>alert(1)</script>')).toBe('<p>Hello &lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('keeps headings, lists, emphasis and site links', () => {
    expect(renderMarkdown('## Costs\n\n- **One** [plan](/medicare)\n- _two_')).toBe(
      '<h2>Costs</h2>\n<ul>\n<li><strong>One</strong> <a href="/medicare">plan</a></li>\n<li><em>two</em></li>\n</ul>',
    );
  });

  it('marks links that leave the site noopener noreferrer, and keeps tel: and mailto:', () => {
    expect(renderMarkdown('[OAIC](https://www.oaic.gov.au)')).toBe('<p><a href="https://www.oaic.gov.au" rel="noopener noreferrer">OAIC</a></p>');
    expect(renderMarkdown('[13 11 14](tel:131114) [mail](mailto:privacy@harbour.example)')).toContain('href="tel:131114"');
    expect(renderMarkdown('[mail](mailto:privacy@harbour.example)')).toContain('href="mailto:privacy@harbour.example"');
  });
});
