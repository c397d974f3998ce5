import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { COLLAPSE, WIDE } from './breakpoints';
import { usePartnerTheme } from '@harbour/platform';
import { Container, VisuallyHidden, rgb } from '@harbour/ui';
import { usePathname } from './use-location';
import { ShellLink } from './ShellLink';
import { InboxButton } from './InboxButton';
import { UserMenu } from './UserMenu';

/** Spec §9 card collapse breakpoint: below it the main links fold into the Menu button. */

const Bar = styled.header`
  position: relative;
  background: ${({ theme }) => rgb(theme.colours.white)};
  border-bottom: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
`;

// Same height as the static frame in index.html (4rem), so the first paint does not move.
const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 4rem;
  ${COLLAPSE} {
    gap: 0.5rem;
  }
`;

const Brand = styled(ShellLink)`
  font-weight: 700;
  font-size: 1.5rem;
  color: ${({ theme }) => rgb(theme.colours.primary)};
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  flex-shrink: 0;
  ${COLLAPSE} {
    font-size: 1.25rem;
  }
`;

const Nav = styled.nav`
  min-width: 0;
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0 1.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: ${({ theme }) => rgb(theme.colours.dark)};
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  ${COLLAPSE} {
    display: none;
  }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  ${COLLAPSE} {
    gap: 0.25rem;
  }
`;

const MenuButton = styled.button`
  font: inherit;
  min-height: 44px;
  min-width: 44px;
  padding: 0 0.9rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => rgb(theme.colours.dark)};
  background: none;
  color: ${({ theme }) => rgb(theme.colours.dark)};
  cursor: pointer;
  ${WIDE} {
    display: none;
  }
`;

const Panel = styled.nav`
  border-top: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
  background: ${({ theme }) => rgb(theme.colours.white)};
  ul {
    list-style: none;
    margin: 0;
    padding: 0.5rem 16px 1rem;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 48px;
    color: ${({ theme }) => rgb(theme.colours.dark)};
  }
  ${WIDE} {
    display: none;
  }
`;

const LINKS = [
  ['/find-a-psychologist', 'Find a psychologist'],
  ['/get-matched', 'Get matched'],
  ['/book', 'Book a session'],
  ['/psychologists', 'For psychologists'],
  ['/gp', 'For GPs'],
] as const;

/** The one way a partner's mark shows: "Harbour | Partner", read as "Harbour with Partner". */
const PartnerMark = styled.span<{ $scale: number }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin-left: 0.5rem;
  font-size: ${({ $scale }) => `${1.25 * $scale}rem`};
  color: ${({ theme }) => rgb(theme.colours.dark)};
`;

const BrandGroup = styled.span`
  display: inline-flex;
  align-items: center;
  min-width: 0;
`;

/** Main links, and under 768 px a Menu button that opens them (Escape closes, focus returns). */
export function Header({ reduced = false }: { reduced?: boolean }) {
  const partner = usePartnerTheme();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  // A navigation closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Bar>
      <Inner>
        <BrandGroup>
          <Brand href="/" aria-label="Harbour home">
            Harbour
          </Brand>
          {partner.referrerName && (
            // Spec §3: a partner theme's iconSeparator sits between our mark and the partner's, scaled by iconScale.
            <PartnerMark $scale={partner.iconScale ?? 1} data-testid="partner-mark">
              <span aria-hidden="true">{partner.iconSeparator ?? '|'}</span>
              <VisuallyHidden>with</VisuallyHidden>
              <span>{partner.referrerName}</span>
            </PartnerMark>
          )}
        </BrandGroup>
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
        <End>
          <InboxButton />
          <UserMenu />
          {!reduced && (
            <MenuButton ref={button} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
              Menu
            </MenuButton>
          )}
        </End>
      </Inner>
      {!reduced && (
        <Panel id={panelId} aria-label="Menu" hidden={!open}>
          <ul>
            {LINKS.map(([href, text]) => (
              <li key={href}>
                <ShellLink href={href} onClick={() => setOpen(false)}>
                  {text}
                </ShellLink>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </Bar>
  );
}
