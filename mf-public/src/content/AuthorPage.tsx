import { useParams } from '@harbour/router';
import { AreaNotFound } from '@harbour/area-runtime';
import { errorMessageOf, isStatus } from '@harbour/sdk';
import { useGetContentAuthorQuery } from '@harbour/sdk/content';
import { Container, LoadError, Loading } from '@harbour/ui';
import { ContentHtml } from './ContentHtml';
import { ArticleCards, Byline } from './content-ui';

/** /author/{name}: who the author is and what they wrote, newest first. */
export function AuthorPage() {
  const { name = '' } = useParams();
  const author = useGetContentAuthorQuery({ name });
  if (author.isLoading) return <Loading label="Loading the author" />;
  if (isStatus(author.error, 404)) return <AreaNotFound />;
  if (author.error || !author.data)
    return (
      <Container>
        <LoadError what="this author" message={errorMessageOf(author.error)} onRetry={() => void author.refetch()} />
      </Container>
    );
  const { displayName, role, html, articles } = author.data;
  return (
    <Container>
      <h1>{displayName}</h1>
      <Byline>{role}</Byline>
      <ContentHtml html={html} />
      <h2>Articles by {displayName}</h2>
      {articles.length ? <ArticleCards articles={articles} headingLevel={3} showAuthor={false} /> : <p>No articles yet.</p>}
    </Container>
  );
}
