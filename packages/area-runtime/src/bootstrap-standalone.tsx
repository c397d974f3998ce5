import { createRoot } from 'react-dom/client';
import { setPlatform } from '@harbour/platform';
import { GlobalStyle } from '@harbour/ui';
import type { AreaDefinition } from './create-area-lifecycles';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { AreaRoot } from './AreaRoot';
import { createStandalonePlatform } from './standalone-platform';

/** Runs an area without the shell: `npm run serve -w @harbour/mf-…` or its dist/index.html. */
export function bootstrapStandalone({ name, App }: AreaDefinition, element = document.getElementById('root')!) {
  setPlatform(createStandalonePlatform());
  createRoot(element).render(
    <AreaErrorBoundary areaName={name} onRetry={() => window.location.reload()}>
      <AreaRoot>
        <GlobalStyle />
        <App />
      </AreaRoot>
    </AreaErrorBoundary>,
  );
}
