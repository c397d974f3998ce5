import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { MODAL_Z_INDEX } from '../modal/constants';
import { rgb } from '../theme/css';
import { themed } from '../theme/resolveTheme';
import { Spinner } from './Spinner';

export const TRANSITION_OVERLAY_TEXT = 'Taking you to';
/** Above any open modal; below toasts, so a toast about the redirect is still seen. */
export const TRANSITION_OVERLAY_Z_INDEX = MODAL_Z_INDEX + 50;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${TRANSITION_OVERLAY_Z_INDEX};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  padding: 24px;
  text-align: center;
  background: ${themed((t) => rgb(t.colours.white))};
  color: ${themed((t) => rgb(t.colours.body))};
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${themed((t) => t.fonts.large)};
`;

const Logo = styled.p`
  margin: 0;
  font-size: 40px;
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${themed((t) => t.tones.primary[600])};
`;

const Destination = styled.p`
  margin: 0;
`;

export interface TransitionOverlayProps {
  open: boolean;
  /** Where in Harbour the user is going, shown under the logo (e.g. "your account"). */
  destination?: string;
}

/** Full-screen "Taking you to Harbour" while redirecting back to the product (spec §2, §9). */
export function TransitionOverlay({ open, destination }: TransitionOverlayProps) {
  if (!open || typeof document === 'undefined') return null;
  // In a portal: `position: fixed` inside a transformed ancestor would not cover the viewport.
  return createPortal(
    <Overlay role="status" aria-live="polite">
      <Lead>{TRANSITION_OVERLAY_TEXT}</Lead>
      <Logo>Harbour</Logo>
      {destination && <Destination>{destination}</Destination>}
      {/* The text already says what is happening; the spinner is decoration. */}
      <Spinner label={null} size="2.5em" />
    </Overlay>,
    document.body,
  );
}
