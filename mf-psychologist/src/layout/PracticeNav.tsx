import { Link, useLocation } from '@harbour/router';
import styled from 'styled-components';
import { currentSection, PRACTICE_LINKS } from './practiceLinks';

const Nav = styled.nav`
  border-bottom: 1px solid #c4c9cf;
  margin-bottom: 1.5rem;
  ul {
    list-style: none;
    margin: 0;
    padding: 0.25rem 0;
    display: flex;
    gap: 0.25rem;
    /* On a phone the sections scroll sideways instead of wrapping into a tall block. */
    overflow-x: auto;
    scrollbar-width: thin;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.75rem;
    white-space: nowrap;
    color: #1f2a36;
    text-decoration: none;
    border-radius: 6px;
  }
  a:hover {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    font-weight: 700;
    background: #eef0f2;
    text-decoration: underline;
  }
`;

/** The practice area's navigation (every section of /psychologists/account). */
export function PracticeNav() {
  const { pathname } = useLocation();
  const current = currentSection(pathname);
  return (
    <Nav aria-label="Your practice">
      <ul>
        {PRACTICE_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} aria-current={link.to === current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
