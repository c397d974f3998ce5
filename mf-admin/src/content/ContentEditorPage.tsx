import { useState } from 'react';
import { Link, useSearchParams } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useReadEditableContentQuery, type EditableContent } from '@harbour/sdk/content-admin';
import { Container, LoadError, Loading } from '@harbour/ui';
import { ContentEditor } from './ContentEditor';

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** /admin/content/edit?path=…: one page's Markdown, its preview, save, publish and unpublish. */
export function ContentEditorPage() {
  const [params] = useSearchParams();
  const path = params.get('path') ?? '';
  const page = useReadEditableContentQuery({ path }, { skip: !path });
  // The form starts from the first answer and is then the operator's: a refetch never overwrites typing.
  const [opened, setOpened] = useState<EditableContent>();
  if (page.data && (!opened || opened.path !== page.data.path)) setOpened(page.data);

  let content;
  if (!path) content = <p>No page chosen. Choose one from the content list.</p>;
  else if (page.error && isNotFound(page.error)) content = <p>No page at {path}.</p>;
  else if (page.error) content = <LoadError what="the page" message={errorMessageOf(page.error)} onRetry={() => void page.refetch()} />;
  else if (!opened || opened.path !== page.data?.path) content = <Loading label="Loading the page" />;
  else content = <ContentEditor key={opened.path} opened={opened} />;

  return (
    <Container>
      <p>
        <Link to="/admin/content">Back to the content list</Link>
      </p>
      <h1>Edit {path || 'a page'}</h1>
      {content}
    </Container>
  );
}
