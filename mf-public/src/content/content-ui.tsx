import styled from 'styled-components';
import { Link } from '@harbour/router';
import { formatCalendarDate, rgb } from '@harbour/ui';
import type { ArticleSummary, ContentLink } from '@harbour/sdk/content';

export const Lead = styled.p`
  font-size: 1.15rem;
  max-width: 44rem;
`;

export const Crumb = styled.nav`
  margin-top: 1.5rem;
  a {
    color: ${({ theme }) => theme.tones.primary[700]};
  }
`;

export const Byline = styled.p`
  color: ${({ theme }) => rgb(theme.colours.body)};
  a {
    color: ${({ theme }) => theme.tones.primary[700]};
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 1rem 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  max-width: 44rem;
  li {
    border: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
    border-radius: 12px;
    padding: 1rem;
  }
  h2,
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.15rem;
  }
  a {
    color: ${({ theme }) => theme.tones.primary[700]};
  }
  p {
    margin: 0.25rem 0 0;
  }
`;

/** Articles as cards: title (a link), date and author, summary. */
export function ArticleCards({ articles, headingLevel = 2, showAuthor = true }: { articles: readonly ArticleSummary[]; headingLevel?: 2 | 3; showAuthor?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Cards>
      {articles.map((article) => (
        <li key={article.path}>
          <Heading>
            <Link to={article.path}>{article.title}</Link>
          </Heading>
          <Byline>
            {formatCalendarDate(article.publishedOn)}
            {showAuthor && <> · {article.author.displayName}</>}
          </Byline>
          <p>{article.description}</p>
        </li>
      ))}
    </Cards>
  );
}

/** A page's children: links with their descriptions. */
export function ChildLinks({ links, heading }: { links: readonly ContentLink[]; heading: string }) {
  if (!links.length) return null;
  return (
    <section aria-label={heading}>
      <h2>{heading}</h2>
      <Cards>
        {links.map((link) => (
          <li key={link.path}>
            <h3>
              <Link to={link.path}>{link.title}</Link>
            </h3>
            <p>{link.description}</p>
          </li>
        ))}
      </Cards>
    </section>
  );
}
