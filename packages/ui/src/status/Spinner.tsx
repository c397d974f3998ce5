import styled, { keyframes } from 'styled-components';
import { rgba } from '../theme/css';
import { themed } from '../theme/resolveTheme';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const SpinnerRoot = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border-radius: 50%;
  /* currentColor so the spinner matches the text of whatever it sits in (e.g. a button). */
  border: 0.15em solid ${themed((t) => rgba(t.colours.dark, 0.15))};
  border-top-color: currentColor;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;

  @media (prefers-reduced-motion: reduce) {
    /* Slowed, not stopped: it still has to read as "busy". */
    animation-duration: 2.4s;
  }
`;

export interface SpinnerProps {
  /** Accessible name; pass `null` when surrounding text already says it is loading. */
  label?: string | null;
  /** Any CSS length. */
  size?: string;
  className?: string;
}

/** A spinning indicator; named "Loading" by default so assistive technology can announce it. */
export function Spinner({ label = 'Loading', size = '1.5em', className }: SpinnerProps) {
  return label === null ? (
    <SpinnerRoot $size={size} className={className} aria-hidden="true" />
  ) : (
    <SpinnerRoot $size={size} className={className} role="img" aria-label={label} />
  );
}
