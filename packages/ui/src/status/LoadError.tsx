import styled from 'styled-components';
import { errorMessageOf } from '@harbour/sdk';
import { Button } from '../button/Button';
import { rgb } from '../theme/css';

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  margin-block: 1.5rem;
  padding: 1rem;
  border-left: 4px solid ${({ theme }) => rgb(theme.colours.red)};
`;

export interface LoadErrorProps {
  /** What could not be loaded, as it reads after "We could not load", e.g. "your account". */
  what: string;
  /** The failed query's error (a HarbourError); its text is shown. */
  error: unknown;
  onRetry: () => void;
}

/** A failed load: what went wrong (the API's text) and a way to try again. */
export function LoadError({ what, error, onRetry }: LoadErrorProps) {
  return (
    <Box role="alert">
      <p>
        We could not load {what}. {errorMessageOf(error)}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
