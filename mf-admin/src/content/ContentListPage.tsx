import { useState } from 'react';
import { Link } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useListEditableContentQuery } from '@harbour/sdk/content-admin';
import { Container, LoadError, Loading, SelectField } from '@harbour/ui';
import { ScrollingTable } from '../payments/ScrollingTable';
import { CELL } from '../payments/table-styles';
import { changedWords, editorLink, KIND_OPTIONS, kindWords, STATE_OPTIONS, stateWords } from './content-words';
import { RedirectsSection } from './RedirectsSection';

/** /admin/content: the site's pages, articles and authors with their state, and the redirects. */
export function ContentListPage() {
  const [kind, setKind] = useState('');
  const [state, setState] = useState('');
  const list = useListEditableContentQuery({ ...(kind && { kind }), ...(state && { state }) });

  let content;
  if (list.error) content = <LoadError what="the content" message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />;
  else if (!list.data) content = <Loading label="Loading the content" />;
  else if (list.data.items.length === 0) content = <p>No page matches these filters.</p>;
  else
    content = (
      <ScrollingTable label="Pages, articles and authors" headings={['Title', 'Path', 'Kind', 'State', 'Last changed']}>
        {list.data.items.map((item) => (
          <tr key={item.path}>
            <td style={CELL}>
              <Link to={editorLink(item.path)}>{item.title}</Link>
            </td>
            <td style={CELL}>{item.path}</td>
            <td style={CELL}>{kindWords(item.kind)}</td>
            <td style={CELL}>{stateWords(item)}</td>
            <td style={CELL}>{changedWords(item)}</td>
          </tr>
        ))}
      </ScrollingTable>
    );

  return (
    <Container>
      <p>
        <Link to="/admin">Back to the console</Link>
      </p>
      <h1>Content</h1>
      <p>Edit the site&apos;s pages, articles and authors in Markdown. A published change shows on the site at once.</p>
      <p>
        The support hub&apos;s questions and answers are edited on their own page: <Link to="/admin/content/faqs">FAQs</Link>.
      </p>
      <div role="group" aria-label="Filters" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
        <SelectField label="Kind" name="kind" value={kind} onChange={setKind} emptyLabel="All kinds" options={KIND_OPTIONS} />
        <SelectField label="State" name="state" value={state} onChange={setState} emptyLabel="Any state" options={STATE_OPTIONS} />
      </div>
      {content}
      <RedirectsSection />
    </Container>
  );
}
