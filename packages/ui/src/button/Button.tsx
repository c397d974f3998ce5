import type { ComponentPropsWithRef, MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { readableOn } from '../theme/contrast';
import { rgb } from '../theme/css';
import { resolveTheme } from '../theme/resolveTheme';
import { tone } from '../theme/tones';
import type { HarbourTheme } from '../theme/createTheme';
import { Spinner } from '../status/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** Shows a spinner, marks the button busy and ignores clicks until the work is done. */
  loading?: boolean;
  /** Stretches to the width of its container (handy on phones). */
  fullWidth?: boolean;
}

interface StyleProps {
  $variant: ButtonVariant;
  $fullWidth: boolean;
  theme?: unknown;
}

function variantStyles(theme: HarbourTheme, variant: ButtonVariant) {
  const { colours } = theme;
  // Tone 600 rather than 500: the default gold only reaches WCAG AA contrast with white one step darker.
  const fill = tone(colours.primary, 600);
  const fillHover = tone(colours.primary, 700);
  const ink = rgb(tone(colours.primary, 700));
  switch (variant) {
    case 'secondary':
      return css`
        background: ${rgb(colours.white)};
        color: ${ink};
        border-color: ${rgb(fill)};
        &:hover:not(:disabled):not([aria-disabled='true']) {
          background: ${theme.tones.primary[100]};
        }
      `;
    case 'link':
      return css`
        background: transparent;
        color: ${ink};
        border-color: transparent;
        padding-inline: 4px;
        text-decoration: underline;
        text-underline-offset: 2px;
        &:hover:not(:disabled):not([aria-disabled='true']) {
          color: ${theme.tones.primary[900]};
        }
      `;
    default:
      return css`
        background: ${rgb(fill)};
        color: ${rgb(readableOn(fill, [colours.white, colours.dark]))};
        border-color: ${rgb(fill)};
        &:hover:not(:disabled):not([aria-disabled='true']) {
          background: ${rgb(fillHover)};
          border-color: ${rgb(fillHover)};
        }
      `;
  }
}

const StyledButton = styled.button<StyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 8px;
  /* 44px: comfortable touch target on phones. */
  min-height: 44px;
  padding: 10px 20px;
  border: 2px solid transparent;
  border-radius: 6px;
  font: inherit;
  font-size: ${(p) => resolveTheme(p.theme).fonts.base};
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  transition: background-color 120ms ease, color 120ms ease, border-color 120ms ease;

  ${(p) => variantStyles(resolveTheme(p.theme), p.$variant)}

  &:focus-visible {
    outline: 3px solid ${(p) => resolveTheme(p.theme).tones.primary[800]};
    outline-offset: 2px;
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/**
 * Harbour's button: a real <button> (keyboard and screen-reader friendly) that ignores clicks
 * while disabled or loading, so a double click cannot send a booking or payment twice.
 */
export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  disabled = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (disabled || loading) {
      // Also stops a loading submit button from submitting its form again.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <StyledButton
      {...rest}
      // type="button" by default: a button inside a form should not submit it by accident.
      type={type}
      disabled={disabled}
      // A loading button stays focusable (native `disabled` would drop focus), so mark it instead.
      aria-disabled={loading && !disabled ? true : rest['aria-disabled']}
      aria-busy={loading || undefined}
      onClick={handleClick}
      $variant={variant}
      $fullWidth={fullWidth}
    >
      {children}
      {loading && <Spinner size="1em" />}
    </StyledButton>
  );
}
