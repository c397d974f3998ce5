import styled from 'styled-components';
import { usePartnerTheme } from '@harbour/platform';
import { Container, rgb } from '@harbour/ui';
import { ShellLink } from './ShellLink';
import { InboxButton } from './InboxButton';
import { UserMenu } from './UserMenu';

const Bar = styled.header`
  background: ${({ theme }) => rgb(theme.colours.white)};
  border-bottom: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
  padding-block: 0.75rem;
`;

const Brand = styled(ShellLink)`
  font-weight: 700;
  font-size: 1.5rem;
  color: ${({ theme }) => rgb(theme.colours.primary)};
  text-decoration: none;
`;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: ${({ theme }) => rgb(theme.colours.dark)};
  }
`;

const LINKS = [
  ['/find-a-psychologist', 'Find a psychologist'],
  ['/get-matched', 'Get matched'],
  ['/book', 'Book a session'],
  ['/psychologists', 'For psychologists'],
  ['/gp', 'For GPs'],
] as const;

const PartnerMark = styled.span<{ $scale: number }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: ${({ $scale }) => `${1.25 * $scale}rem`};
  color: ${({ theme }) => rgb(theme.colours.dark)};
`;

export function Header({ reduced = false }: { reduced?: boolean }) {
  const partner = usePartnerTheme();
  return (
    <Bar>
      <Inner>
        <span>
          <Brand href="/" aria-label="Harbour home">
            Harbour
          </Brand>
          {partner.referrerName && (
            // Spec §3: a partner theme's iconSeparator sits between our mark and the partner's, scaled by iconScale.
            <PartnerMark $scale={partner.iconScale ?? 1} data-testid="partner-mark">
              <span aria-hidden="true">{partner.iconSeparator ?? '|'}</span>
              <span>{partner.referrerName}</span>
            </PartnerMark>
          )}
        </span>
        {!reduced && (
          <Nav aria-label="Main">
            <ul>
              {LINKS.map(([href, text]) => (
                <li key={href}>
                  <ShellLink href={href}>{text}</ShellLink>
                </li>
              ))}
            </ul>
          </Nav>
        )}
        <InboxButton />
        <UserMenu />
      </Inner>
    </Bar>
  );
}
