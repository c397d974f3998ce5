import styled from 'styled-components';
import { Button, rgb } from '@harbour/ui';
import { errorMessageOf } from '../forms/api-errors';

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  margin-block: 1.5rem;
  padding: 1rem;
  border-left: 4px solid ${({ theme }) => rgb(theme.colours.red)};
`;

/** A failed load: what went wrong (the API's text) and a way to try again. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
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
