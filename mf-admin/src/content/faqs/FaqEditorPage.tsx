import { useState } from 'react';
import { Link, useLocation, useSearchParams } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useListEditableFaqsQuery, useReadEditableFaqQuery, type EditableFaq } from '@harbour/sdk/content-admin';
import { Container, LoadError, Loading } from '@harbour/ui';
import { FAQ_LIST, NEW_FAQ } from './faq-words';
import { FaqForm } from './FaqForm';

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** /admin/content/faqs/edit?id=… (one FAQ) and /admin/content/faqs/new (a new one). */
export function FaqEditorPage() {
  const [params] = useSearchParams();
  const isNew = useLocation().pathname === NEW_FAQ;
  const id = isNew ? '' : (params.get('id') ?? '');
  const faq = useReadEditableFaqQuery({ id }, { skip: !id });
  // The category choices come with the list (shared with the list page's cache).
  const list = useListEditableFaqsQuery();
  // The form starts from the first answer and is then the operator's: a refetch never overwrites typing.
  const [opened, setOpened] = useState<EditableFaq>();
  if (faq.data && (!opened || opened.id !== faq.data.id)) setOpened(faq.data);

  let content;
  if (!isNew && !id) content = <p>No FAQ chosen. Choose one from the list of FAQs.</p>;
  else if (faq.error && isNotFound(faq.error)) content = <p>No FAQ &quot;{id}&quot;.</p>;
  else if (faq.error) content = <LoadError what="the FAQ" message={errorMessageOf(faq.error)} onRetry={() => void faq.refetch()} />;
  else if (list.error) content = <LoadError what="the categories" message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />;
  else if (!list.data || (!isNew && (!opened || opened.id !== faq.data?.id))) content = <Loading label="Loading the FAQ" />;
  else content = <FaqForm key={isNew ? 'new' : opened!.id} opened={isNew ? undefined : opened} categories={list.data.categories} />;

  return (
    <Container>
      <p>
        <Link to={FAQ_LIST}>Back to the FAQs</Link>
      </p>
      <h1>{isNew ? 'New FAQ' : 'Edit an FAQ'}</h1>
      {isNew && <p>It shows on the support hub, last in its category, as soon as it is added.</p>}
      {content}
    </Container>
  );
}
