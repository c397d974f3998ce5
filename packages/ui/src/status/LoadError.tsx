import styled from 'styled-components';
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
  /** Why it failed: the failed call's text (the SDK's errorMessageOf). */
  message: string;
  onRetry: () => void;
}

/** A failed load: what went wrong (the API's text) and a way to try again. */
export function LoadError({ what, message, onRetry }: LoadErrorProps) {
  return (
    <Box role="alert">
      <p>
        We could not load {what}. {message}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
