import { useToasts } from '@harbour/platform';
import { Link } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useListEditableFaqsQuery, useMoveFaqMutation, type EditableFaqSummary } from '@harbour/sdk/content-admin';
import { Button, Container, LoadError, Loading } from '@harbour/ui';
import { ScrollingTable } from '../../payments/ScrollingTable';
import { CELL } from '../../payments/table-styles';
import { changedWords } from '../content-words';
import { faqEditorLink, faqStateWords, NEW_FAQ } from './faq-words';

/** /admin/content/faqs: the support hub's FAQs in the hub's order, with their state. */
export function FaqListPage() {
  const list = useListEditableFaqsQuery();
  const [move, moving] = useMoveFaqMutation();
  const toasts = useToasts();

  // One place within its category (the hub shows each category's FAQs together); the list reloads after.
  const onMove = async (faq: EditableFaqSummary, direction: 'up' | 'down') => {
    try {
      await move({ id: faq.id, faqMoveRequest: { version: faq.version, direction } }).unwrap();
      toasts.show({ type: 'success', message: `Moved ${direction}: ${faq.question}` });
    } catch (error) {
      toasts.show({ type: 'error', message: `The FAQ was not moved. ${errorMessageOf(error)}` });
    }
  };

  let content;
  if (list.error) content = <LoadError what="the FAQs" message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />;
  else if (!list.data) content = <Loading label="Loading the FAQs" />;
  else if (list.data.items.length === 0) content = <p>No FAQs yet. Add the first one.</p>;
  else {
    const { items } = list.data;
    const names = new Map(list.data.categories.map(({ id, name }) => [id, name]));
    const firstOfCategory = new Set(list.data.categories.map(({ id }) => items.find((faq) => faq.category === id)?.id));
    const lastOfCategory = new Set(list.data.categories.map(({ id }) => items.findLast((faq) => faq.category === id)?.id));
    content = (
      <ScrollingTable label="FAQs in the support hub's order" headings={['Question', 'Category', 'State', 'Last changed', 'Place in its category']}>
        {items.map((faq) => (
          <tr key={faq.id}>
            <td style={CELL}>
              <Link to={faqEditorLink(faq.id)}>{faq.question}</Link>
            </td>
            <td style={CELL}>{names.get(faq.category) ?? faq.category}</td>
            <td style={CELL}>{faqStateWords(faq)}</td>
            <td style={CELL}>{changedWords(faq)}</td>
            <td style={CELL}>
              <span style={{ display: 'flex', gap: '0.5rem' }}>
                {!firstOfCategory.has(faq.id) && (
                  <Button variant="secondary" disabled={moving.isLoading} onClick={() => void onMove(faq, 'up')} aria-label={`Move up: ${faq.question}`}>
                    Up
                  </Button>
                )}
                {!lastOfCategory.has(faq.id) && (
                  <Button variant="secondary" disabled={moving.isLoading} onClick={() => void onMove(faq, 'down')} aria-label={`Move down: ${faq.question}`}>
                    Down
                  </Button>
                )}
              </span>
            </td>
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
