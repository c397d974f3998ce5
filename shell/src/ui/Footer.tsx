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

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

// /styleguide is a tool for the team, not a page for visitors: not linked here.
export function Footer() {
  return (
    <Bar>
      <Inner>
        <CrisisNumbers />
        <nav aria-label="Footer">
          <Links>
            <li><ShellLink href="/about">About</ShellLink></li>
            <li><ShellLink href="/contact">Contact</ShellLink></li>
            <li><ShellLink href="/privacy">Privacy</ShellLink></li>
            <li><ShellLink href="/terms">Terms</ShellLink></li>
          </Links>
        </nav>
        <p>© Harbour Psychology. Find the right online psychologist in Australia — no wait times, book now, pay later.</p>
      </Inner>
    </Bar>
  );
}
