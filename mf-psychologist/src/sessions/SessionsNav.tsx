import { NavLink } from '@harbour/router';
import styled from 'styled-components';

const Nav = styled.nav`
  ul {
    list-style: none;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
  }
  a[aria-current='page'] {
    font-weight: 700;
  }
`;

const LINKS: [string, string][] = [
  ['/psychologists/account/sessions/upcoming', 'Upcoming'],
  ['/psychologists/account/sessions/past', 'Past'],
  ['/psychologists/account/sessions', 'All'],
  ['/psychologists/account/sessions/start', 'Start a session'],
  ['/psychologists/account/sessions/create', 'Book for a patient'],
  ['/psychologists/account/custom-bookings', 'Custom bookings'],
];

/** Links between the practice's session pages. */
export function SessionsNav() {
  return (
    <Nav aria-label="Sessions">
      <ul>
        {LINKS.map(([to, label]) => (
          <li key={to}>
            <NavLink to={to} end>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
