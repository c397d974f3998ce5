import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { AreaError, Container } from '@harbour/ui';
import { AuthProgress } from '../auth/pages/AuthPanel';

export type PageModule = Promise<{ default: ComponentType }>;

/** A page loaded on demand; if its file cannot be fetched, the page says so and offers to try again. */
export function LazyPage({ load }: { load: () => PageModule }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React keeps a failed import's error otherwise.
  const Page = useMemo(() => lazy(load), [load, attempt]);
  return (
    <PageLoadBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<AuthProgress message="Loading…" />}>
        <Page />
      </Suspense>
    </PageLoadBoundary>
  );
}

class PageLoadBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container>
        <AreaError headingLevel="h1" onRetry={this.props.onRetry} />
      </Container>
    );
  }
}
