import styled from 'styled-components';
import { Container, rgb } from '@harbour/ui';
import { CrisisNumbers } from './CrisisLine';
import { ShellLink } from './ShellLink';

const Bar = styled.footer`
  margin-top: 3rem;
  background: ${({ theme }) => rgb(theme.colours.dark)};
  color: ${({ theme }) => rgb(theme.colours.white)};
  a {
    color: inherit;
  }
`;

const Inner = styled(Container)`
  padding-block: 2rem;
  display: grid;
  gap: 1rem;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem 2rem;
  h2 {
    font-size: 1rem;
    margin: 0 0 0.25rem;
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** Every footer link leads to a real page: e2e/tests/content-crawl.spec.ts walks them all. */
const GROUPS: readonly { heading: string; links: readonly (readonly [string, string])[] }[] = [
  {
    heading: 'Harbour',
    links: [
      ['/about', 'About'],
      ['/contact', 'Contact'],
      ['/privacy', 'Privacy'],
      ['/terms', 'Terms'],
      ['/media', 'Media'],
    ],
  },
  {
    heading: 'Getting help',
    links: [
      ['/patients', 'For clients'],
      ['/online-therapy', 'Getting started'],
      ['/medicare', 'Medicare'],
      ['/bulk-billing', 'Bulk billing'],
      ['/ndis', 'NDIS'],
      ['/workers-compensation', "Workers' compensation"],
      ['/matching-guarantee', 'Matching guarantee'],
      ['/family-domestic-violence', 'Family and domestic violence'],
    ],
  },
  {
    heading: 'Learn',
    links: [
      ['/topics', 'Therapy by topic'],
      ['/near-me', 'Psychologists near me'],
      ['/education', 'Education'],
      ['/research', 'Research'],
      ['/support-hub', 'Help and FAQs'],
    ],
  },
  {
    heading: 'For professionals',
    links: [
      ['/psychologists', 'For psychologists'],
      ['/gp', 'For GPs'],
      ['/organisations', 'For organisations'],
    ],
  },
];

// /styleguide is a tool for the team, not a page for visitors: not linked here.
export function Footer() {
  return (
    <Bar>
      <Inner>
        <CrisisNumbers />
        <nav aria-label="Footer">
          <Columns>
            {GROUPS.map((group) => (
              <div key={group.heading}>
                <h2>{group.heading}</h2>
                <Links>
                  {group.links.map(([href, text]) => (
                    <li key={href}>
                      <ShellLink href={href}>{text}</ShellLink>
                    </li>
                  ))}
                </Links>
              </div>
            ))}
          </Columns>
        </nav>
        <p>© Harbour Psychology. Find the right online psychologist in Australia — no wait times, book now, pay later.</p>
      </Inner>
    </Bar>
  );
}
