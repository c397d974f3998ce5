import styled, { keyframes } from 'styled-components';
import { roundIconButton } from '../button/roundIconButton';
import { rgb, rgba } from '../theme/css';
import { belowWidth } from '../theme/media';
import { resolveTheme, themed } from '../theme/resolveTheme';
import { MODAL_CLOSE_DELAY_MS, MODAL_Z_INDEX } from './constants';

export type ModalSize = 'small' | 'medium' | 'large';

const WIDTHS: Record<ModalSize, number> = { small: 420, medium: 600, large: 860 };

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Overlay = styled.div<{ $closing: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${MODAL_Z_INDEX};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: ${themed((t) => rgba(t.colours.dark, 0.6))};
  animation: ${fadeIn} 120ms ease-out;
  /* The fade-out fits inside the close delay, so the dialog is gone when onClose fires. */
  transition: opacity ${MODAL_CLOSE_DELAY_MS}ms linear;
  opacity: ${({ $closing }) => ($closing ? 0 : 1)};

  ${(p) => belowWidth(resolveTheme(p.theme).breakpoints.modalFullScreen)} {
    padding: 0;
  }
`;

export const Dialog = styled.div<{ $size: ModalSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => WIDTHS[$size]}px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  overscroll-behavior: contain;
  border-radius: 8px;
  background: ${themed((t) => rgb(t.colours.white))};
  color: ${themed((t) => rgb(t.colours.body))};
  box-shadow: 0 12px 40px ${themed((t) => rgba(t.colours.dark, 0.3))};

  &:focus {
    outline: none;
  }

  /* Spec: full-screen under 1024px wide. */
  ${(p) => belowWidth(resolveTheme(p.theme).breakpoints.modalFullScreen)} {
    max-width: none;
    width: 100%;
    height: 100%;
    max-height: none;
    border-radius: 0;
  }
`;

export const Header = styled.div<{ $hasTitle: boolean }>`
  display: flex;
  align-items: flex-start;
  justify-content: ${({ $hasTitle }) => ($hasTitle ? 'space-between' : 'flex-end')};
  gap: 16px;
  padding: 16px 16px 0 24px;
`;

export const Title = styled.h2`
  margin: 10px 0 0;
  font-size: ${themed((t) => t.fonts.large)};
  color: ${themed((t) => rgb(t.colours.dark))};
`;

export const CloseButton = styled.button`
  ${roundIconButton}
  color: ${themed((t) => rgb(t.colours.dark))};
  font-size: 28px;
`;

export const Body = styled.div<{ $hasHeader: boolean }>`
  padding: ${({ $hasHeader }) => ($hasHeader ? '8px' : '24px')} 24px 24px;
`;

/** Button row for the bottom of a modal; stacks full-width on narrow screens. */
export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 24px;

  ${(p) => belowWidth(resolveTheme(p.theme).breakpoints.cardCollapse)} {
    flex-direction: column-reverse;
    align-items: stretch;
  }
`;

