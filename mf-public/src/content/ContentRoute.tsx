import { Link, useLocation } from '@harbour/router';
import { AreaNotFound } from '@harbour/area-runtime';
import { errorMessageOf, isStatus } from '@harbour/sdk';
import { useGetContentPageQuery, type ContentPage } from '@harbour/sdk/content';
import { Container, formatCalendarDate, LoadError, Loading } from '@harbour/ui';
import { ContentHtml } from './ContentHtml';
import { Byline, ChildLinks, Crumb, Lead } from './content-ui';
import { QUICK_EXIT_PATHS } from './quick-exit';
import { QuickExitButton } from './QuickExitButton';
import { SectionArticles } from './SectionArticles';

const SECTION_NAMES = { media: 'Media', research: 'Research', education: 'Education' } as const;

function ArticleView({ page }: { page: ContentPage }) {
  return (
    <article>
      {page.section && (
        <Crumb aria-label="Breadcrumb">
          <Link to={`/${page.section}`}>{SECTION_NAMES[page.section]}</Link>
        </Crumb>
      )}
      <h1>{page.title}</h1>
      <Byline>
        {page.author && (
          <>
            By <Link to={`/author/${page.author.name}`}>{page.author.displayName}</Link>, {page.author.role}
            {' · '}
          </>
        )}
        {page.publishedOn && <>Published {formatCalendarDate(page.publishedOn)}</>}
        {page.updatedOn && <> · Updated {formatCalendarDate(page.updatedOn)}</>}
      </Byline>
      <Lead>{page.description}</Lead>
      <ContentHtml html={page.html} />
    </article>
  );
}

function PageView({ page }: { page: ContentPage }) {
  return (
    <>
      {QUICK_EXIT_PATHS.has(page.path) && <QuickExitButton />}
      {page.parent && (
        <Crumb aria-label="Breadcrumb">
          <Link to={page.parent.path}>{page.parent.title}</Link>
        </Crumb>
      )}
      <h1>{page.title}</h1>
      <Lead>{page.description}</Lead>
      <ContentHtml html={page.html} />
      {page.updatedOn && <Byline>Last updated {formatCalendarDate(page.updatedOn)}</Byline>}
      {page.kind === 'section' && page.section && <SectionArticles section={page.section} sectionPath={page.path} />}
      <ChildLinks links={page.children} heading="In this section" />
    </>
  );
}

/**
 * Every content path (/{content}, /{content}/{child}, /media…, /psychologists): the page the
 * content service has for it, or "Page Not Found" with the path when it has none.
 */
export function ContentRoute() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = useGetContentPageQuery({ path });
  // currentData: this path's page only, never the previous path's while the next one loads.
  const data = page.currentData;
  if (!data && (page.isLoading || page.isFetching)) return <Loading label="Loading the page" />;
  if (isStatus(page.error, 404) || isStatus(page.error, 422)) return <AreaNotFound />;
  if (page.error || !data)
    return (
      <Container>
        <LoadError what="this page" message={errorMessageOf(page.error)} onRetry={() => void page.refetch()} />
      </Container>
    );
  return <Container>{data.kind === 'article' ? <ArticleView page={data} /> : <PageView page={data} />}</Container>;
}
