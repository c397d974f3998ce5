import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Spinner } from '@harbour/ui';

const Panel = styled(Container)`
  max-width: 480px;
  padding-block: 3rem;
  text-align: center;
`;

/** The quiet page shown while the shell hands over to or back from the identity authority. */
export function AuthProgress({ message }: { message: string }) {
  return (
    <Panel role="status" aria-live="polite">
      <Spinner />
      <p>{message}</p>
    </Panel>
  );
}

export function AuthMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Panel>
      <h1>{title}</h1>
      {children}
    </Panel>
  );
}
