import { useEffect } from 'react';
import styled from 'styled-components';
import { rgb } from '@harbour/ui';
import { quickExit } from './quick-exit';

const Exit = styled.button`
  position: sticky;
  top: 0.5rem;
  z-index: 10;
  float: right;
  margin: 0.5rem 0 0.5rem 1rem;
  min-height: 48px;
  padding: 0 1.1rem;
  border: none;
  border-radius: 999px;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  background: ${({ theme }) => rgb(theme.colours.red)};
  color: ${({ theme }) => rgb(theme.colours.white)};
  box-shadow: 0 2px 6px rgba(0, 0, 0, 0.25);
`;

/**
 * "Leave this site" on the family and domestic violence page: replaces this page's history entry
 * with a neutral site, so Back does not return here. Escape does the same, unless a dialog or
 * menu is open (Escape closes that first).
 */
export function QuickExitButton() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Escape first closes whatever is open (a dialog, the phone menu).
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('[role="dialog"], dialog[open], [aria-expanded="true"]')) return;
      quickExit(window.location);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Exit type="button" onClick={() => quickExit(window.location)} aria-describedby="quick-exit-hint">
      Leave this site
      <span id="quick-exit-hint" hidden>
        Opens a weather website in place of this page. You can also press Escape.
      </span>
    </Exit>
  );
}
