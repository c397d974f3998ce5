import { NavLink } from '@harbour/router';
import styled from 'styled-components';
import { rgb } from '@harbour/ui';

/** The client area's pages (spec §2 Client account) and the DASS-21 check-in. */
export const ACCOUNT_LINKS = [
  { to: '/account', label: 'Home', end: true },
  { to: '/account/sessions', label: 'Sessions', end: false },
  { to: '/account/medicare', label: 'Medicare and funding', end: false },
  { to: '/account/case-notes', label: 'Case notes', end: false },
  { to: '/account/profile', label: 'Profile', end: false },
  { to: '/account/settings', label: 'Settings', end: false },
  { to: '/mental-health-assessment/dass21', label: 'DASS-21 check-in', end: false },
] as const;

const Nav = styled.nav`
  border-bottom: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
  background: ${({ theme }) => rgb(theme.colours.white)};
  ul {
    display: flex;
    gap: 0.25rem;
    margin: 0 auto;
    padding: 0.25rem 0.5rem;
    max-width: 72rem;
    list-style: none;
    /* On a phone the links scroll sideways instead of wrapping into a tall block. */
    overflow-x: auto;
    scrollbar-width: thin;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.75rem;
    white-space: nowrap;
    border-radius: 6px;
    color: ${({ theme }) => rgb(theme.colours.dark)};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 0.3em;
    text-decoration-thickness: 3px;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.tones.primary[800]};
    outline-offset: -3px;
  }
`;

/** The client area's own navigation, under the portal header; a scrollable row on phones. */
export function AccountNav() {
  return (
    <Nav aria-label="Your account">
      <ul>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
