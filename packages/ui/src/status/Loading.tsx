import styled from 'styled-components';
import { rgb } from '../theme/css';
import { themed } from '../theme/resolveTheme';
import { Spinner } from './Spinner';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: 160px;
  padding: 24px 16px;
  color: ${themed((t) => rgb(t.colours.body))};
`;

export interface LoadingProps {
  /** Visible text, also what screen readers announce. */
  label?: string;
  className?: string;
}

/** A loading state for a page or area slot: spinner plus text in a polite status region. */
export function Loading({ label = 'Loading', className }: LoadingProps) {
  return (
    <Root role="status" aria-live="polite" className={className}>
      {/* The text below names the state; the spinner is decoration. */}
      <Spinner label={null} size="2.5em" />
      <span>{label}</span>
    </Root>
  );
}
