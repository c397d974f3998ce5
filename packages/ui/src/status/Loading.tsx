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

  /* A part of a page: one line in place of the part, so what follows moves less when it settles. */
  &[data-compact] {
    flex-direction: row;
    justify-content: flex-start;
    gap: 8px;
    min-height: 0;
    padding: 0;
  }
`;

export interface LoadingProps {
  /** Visible text, also what screen readers announce. */
  label?: string;
  className?: string;
  /**
   * For a part of a page (a field's choices), not the page: one line instead of a 160 px block,
   * whose collapse moved what followed it by 100 px under a pressing finger.
   */
  compact?: boolean;
}

/** A loading state for a page or area slot: spinner plus text in a polite status region. */
export function Loading({ label = 'Loading', className, compact = false }: LoadingProps) {
  return (
    <Root role="status" aria-live="polite" className={className} data-compact={compact || undefined}>
      {/* The text below names the state; the spinner is decoration. */}
      <Spinner label={null} size={compact ? '1em' : '2.5em'} />
      <span>{label}</span>
    </Root>
  );
}
