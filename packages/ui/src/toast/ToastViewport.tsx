import { useSyncExternalStore } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { roundIconButton } from '../button/roundIconButton';
import { rgb, rgba } from '../theme/css';
import type { Colour } from '../theme/colour';
import type { HarbourTheme } from '../theme/createTheme';
import { belowWidth } from '../theme/media';
import { resolveTheme, themed } from '../theme/resolveTheme';
import { tone } from '../theme/tones';
import { TOAST_Z_INDEX } from './constants';
import type { Toast, ToastPosition, ToastStore, ToastType } from './types';

const REGIONS: ReadonlyArray<{ position: ToastPosition; label: string }> = [
  { position: 'top-right', label: 'Notifications' },
  { position: 'bottom-left', label: 'Message notifications' },
];

/** Read before the message, so a screen reader user hears what kind of toast it is. */
const TYPE_PREFIX: Record<ToastType, string> = {
  info: 'Information: ',
  success: 'Success: ',
  warning: 'Warning: ',
  error: 'Error: ',
  default: '',
};

function accent(theme: HarbourTheme, type: ToastType): Colour {
  const { colours } = theme;
  switch (type) {
    case 'success':
      return colours.green;
    case 'warning':
      return tone(colours.primary, 600);
    case 'error':
      return colours.red;
    case 'info':
      return colours.secondary;
    default:
      return colours.dark;
  }
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const Region = styled.div<{ $position: ToastPosition }>`
  position: fixed;
  z-index: ${TOAST_Z_INDEX};
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(360px, calc(100vw - 32px));
  /* The empty region must not block clicks on the page beneath it. */
  pointer-events: none;
  ${({ $position }) =>
    $position === 'top-right'
      ? css`
          top: 16px;
          right: 16px;
        `
      : css`
          bottom: 16px;
          left: 16px;
          flex-direction: column-reverse;
        `}

  ${(p) => belowWidth(resolveTheme(p.theme).breakpoints.cardCollapse)} {
    left: 16px;
    right: 16px;
    width: auto;
  }
`;

const Card = styled.div<{ $type: ToastType }>`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 12px 8px 12px 16px;
  border-left: 4px solid ${(p) => rgb(accent(resolveTheme(p.theme), p.$type))};
  border-radius: 6px;
  background: ${themed((t) => rgb(t.colours.white))};
  color: ${themed((t) => rgb(t.colours.body))};
  box-shadow: 0 6px 20px ${themed((t) => rgba(t.colours.dark, 0.2))};
  pointer-events: auto;
  animation: ${slideIn} 150ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Message = styled.p`
  flex: 1;
  margin: 10px 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const DismissButton = styled.button`
  ${roundIconButton}
  color: inherit;
  font-size: 22px;
`;

function ToastCard({ toast, store }: { toast: Toast; store: ToastStore }) {
  // Hover or keyboard focus stops the countdown so nobody loses a toast while reading it.
  const pause = () => store.pause(toast.id);
  const resume = () => store.resume(toast.id);
  return (
    <Card
      $type={toast.type}
      data-type={toast.type}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <Message>
        <VisuallyHidden>{TYPE_PREFIX[toast.type]}</VisuallyHidden>
        {toast.message}
      </Message>
      <DismissButton type="button" aria-label="Dismiss notification" onClick={() => store.dismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </DismissButton>
    </Card>
  );
}

export interface ToastViewportProps {
  store: ToastStore;
}

/**
 * Renders the store's toasts in two live regions (top-right, bottom-left). Both regions are
 * always in the DOM: screen readers only announce changes to a live region that already exists.
 */
export function ToastViewport({ store }: ToastViewportProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getToasts, store.getToasts);
  return (
    <>
      {REGIONS.map(({ position, label }) => (
        // aria-atomic false: announce the new toast only, not every toast in the region again.
        <Region key={position} $position={position} role="status" aria-live="polite" aria-atomic="false" aria-label={label}>
          {toasts
            .filter((toast) => toast.position === position)
            .map((toast) => (
              <ToastCard key={toast.id} toast={toast} store={store} />
            ))}
        </Region>
      ))}
    </>
  );
}
