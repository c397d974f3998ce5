import styled from 'styled-components';
import { Container, rgb } from '@harbour/ui';
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
  gap: 0.5rem 1.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

export function Footer() {
  return (
    <Bar>
      <Inner>
        <p>
          <strong>Need help now?</strong> Harbour is not an emergency service. In an emergency call 000; for crisis
          support call Lifeline on 13 11 14.
        </p>
        <nav aria-label="Footer">
          <Links>
            <li><ShellLink href="/about">About</ShellLink></li>
            <li><ShellLink href="/contact">Contact</ShellLink></li>
            <li><ShellLink href="/privacy">Privacy</ShellLink></li>
            <li><ShellLink href="/terms">Terms</ShellLink></li>
            <li><ShellLink href="/styleguide">Styleguide</ShellLink></li>
          </Links>
        </nav>
        <p>© Harbour Psychology. Find the right online psychologist in Australia — no wait times, book now, pay later.</p>
      </Inner>
    </Bar>
  );
}
