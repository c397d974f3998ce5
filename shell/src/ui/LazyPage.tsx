import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { AreaError, Container } from '@harbour/ui';
import { AuthProgress } from '../auth/pages/AuthPanel';
import { LoadFailureBoundary } from './LoadFailureBoundary';

export type PageModule = Promise<{ default: ComponentType }>;

/** A page loaded on demand; if its file cannot be fetched, the page says so and offers to try again. */
export function LazyPage({ load }: { load: () => PageModule }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React keeps a failed import's error otherwise.
  const Page = useMemo(() => lazy(load), [load, attempt]);
  return (
    <LoadFailureBoundary
      key={attempt}
      fallback={
        <Container>
          <AreaError headingLevel="h1" onRetry={() => setAttempt((n) => n + 1)} />
        </Container>
      }
    >
      <Suspense fallback={<AuthProgress message="Loading…" />}>
        <Page />
      </Suspense>
    </LoadFailureBoundary>
  );
}
