import { Link } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useListEditableFaqsQuery } from '@harbour/sdk/content';
import { Container, LoadError, Loading } from '@harbour/ui';
import { ScrollingTable } from '../../payments/ScrollingTable';
import { CELL } from '../../payments/table-styles';
import { changedWords } from '../content-words';
import { faqEditorLink, faqStateWords, NEW_FAQ } from './faq-words';

/** /admin/content/faqs: the support hub's FAQs in the hub's order, with their state. */
export function FaqListPage() {
  const list = useListEditableFaqsQuery();

  let content;
  if (list.error) content = <LoadError what="the FAQs" message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />;
  else if (!list.data) content = <Loading label="Loading the FAQs" />;
  else if (list.data.items.length === 0) content = <p>No FAQs yet. Add the first one.</p>;
  else {
    const names = new Map(list.data.categories.map(({ id, name }) => [id, name]));
    content = (
      <ScrollingTable label="FAQs in the support hub's order" headings={['Question', 'Category', 'State', 'Last changed']}>
        {list.data.items.map((faq) => (
          <tr key={faq.id}>
            <td style={CELL}>
              <Link to={faqEditorLink(faq.id)}>{faq.question}</Link>
            </td>
            <td style={CELL}>{names.get(faq.category) ?? faq.category}</td>
            <td style={CELL}>{faqStateWords(faq)}</td>
            <td style={CELL}>{changedWords(faq)}</td>
          </tr>
        ))}
      </ScrollingTable>
    );
  }

  return (
    <Container>
      <p>
        <Link to="/admin/content">Back to the content</Link>
      </p>
      <h1>FAQs</h1>
      <p>The questions and answers on the support hub. A saved change shows there at once; an unpublished FAQ is left out of the hub and its search.</p>
      <p>
        <Link to={NEW_FAQ}>Add an FAQ</Link>
      </p>
      {content}
    </Container>
  );
}
