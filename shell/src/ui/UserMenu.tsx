import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { COLLAPSE } from './breakpoints';
import { ACCOUNT_HOME, useAuth, type SignedInUser } from '@harbour/platform';
import { readableOn, rgb, tone } from '@harbour/ui';
import { useShellServices } from '../shell-context';
import { ShellLink } from './ShellLink';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  font: inherit;
  background: none;
  border: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
  border-radius: 999px;
  min-height: 44px;
  padding: 0 0.9rem;
  cursor: pointer;
  color: ${({ theme }) => rgb(theme.colours.dark)};
  /* A long first name must not push the header past a phone's width; the full name stays its name. */
  ${COLLAPSE} {
    max-width: 7rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

/** A newcomer's way in, beside Sign in for those who already have an account. */
const SignUp = styled(ShellLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.9rem;
  border-radius: 999px;
  font-weight: 600;
  /* The primary button's fill (tone 600) and its readable ink, so a partner theme keeps the contrast. */
  background: ${({ theme }) => rgb(tone(theme.colours.primary, 600))};
  color: ${({ theme }) => rgb(readableOn(tone(theme.colours.primary, 600), [theme.colours.white, theme.colours.dark]))};
  text-decoration: none;
  white-space: nowrap;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 0.25rem);
  min-width: 12rem;
  margin: 0;
  padding: 0.25rem 0;
  list-style: none;
  background: ${({ theme }) => rgb(theme.colours.white)};
  border: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
  border-radius: 8px;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.12);
  z-index: 20;
  a,
  button {
    display: block;
    width: 100%;
    text-align: left;
    min-height: 44px;
    padding: 0.5rem 1rem;
    font: inherit;
    background: none;
    border: 0;
    color: ${({ theme }) => rgb(theme.colours.dark)};
    cursor: pointer;
    text-decoration: none;
  }
`;

const displayName = (user: SignedInUser) => user.profile.firstName ?? user.profile.email ?? 'Your account';

/** The header's account corner: Sign up and Sign in for visitors; for someone signed in, whose account this is, their home, and Log out. */
export function UserMenu() {
  const auth = useAuth();
  const { authService } = useShellServices();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (auth.status === 'pending') return null;
  if (auth.status === 'unauthenticated')
    return (
      <Row>
        <SignUp href="/signup">Sign up</SignUp>
        <Toggle type="button" onClick={() => void authService.signIn()}>
          Sign in
        </Toggle>
      </Row>
    );
  return (
    <Wrapper ref={wrapper}>
      <Toggle type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        {displayName(auth.user)}
      </Toggle>
      {open && (
        <Menu id={menuId}>
          <li>
            <ShellLink href={ACCOUNT_HOME[auth.user.userType]} onClick={() => setOpen(false)}>
              My account
            </ShellLink>
          </li>
          <li>
            <button type="button" onClick={() => void authService.signOut()}>
              Log out
            </button>
          </li>
        </Menu>
      )}
    </Wrapper>
  );
}
