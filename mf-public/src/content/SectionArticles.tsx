import styled from 'styled-components';
import { Link, useSearchParams } from '@harbour/router';
import { errorMessageOf, isStatus } from '@harbour/sdk';
import { useListSectionArticlesQuery, type ArticleSection } from '@harbour/sdk/content';
import { LoadError, Loading } from '@harbour/ui';
import { ArticleCards } from './content-ui';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.tones.primary[700]};
  }
`;

/** The page number in ?page=, or 1; anything else shows page 1 rather than an error. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A section's articles, newest first, a page at a time (?page=2). */
export function SectionArticles({ section, sectionPath }: { section: ArticleSection; sectionPath: string }) {
  const [params] = useSearchParams();
  const page = pageOf(params);
  const list = useListSectionArticlesQuery({ section, page });
  if (list.isLoading || list.isFetching) return <Loading label="Loading the articles" />;
  if (isStatus(list.error, 404))
    return (
      <p>
        There is no page {page} of this list. <Link to={sectionPath}>Go to the newest articles</Link>.
      </p>
    );
  if (list.error || !list.data) return <LoadError what="the articles" message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />;
  const { articles, pageCount } = list.data;
  if (!articles.length) return <p>There are no articles here yet.</p>;
  const at = (n: number) => (n === 1 ? sectionPath : `${sectionPath}?page=${n}`);
  return (
    <>
      <ArticleCards articles={articles} />
      {pageCount > 1 && (
        <Pager aria-label="Pages of articles">
          {page > 1 && <Link to={at(page - 1)}>Newer articles</Link>}
          <span aria-current="page">
            Page {page} of {pageCount}
          </span>
          {page < pageCount && <Link to={at(page + 1)}>Older articles</Link>}
        </Pager>
      )}
    </>
  );
}
