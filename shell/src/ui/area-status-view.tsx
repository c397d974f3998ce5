import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { AreaError, createTheme } from '@harbour/ui';
import type { AreaStatusView } from '../areas/area-slot';
import { isBot } from '../platform/bots';
import { PageSkeleton } from './PageSkeleton';

/**
 * Renders a slot's loading and error views in their own small React roots. While an area loads
 * its slot shows the page skeleton with the page's heading (`headingFor`, from the route's title).
 */
export function createAreaStatusView(headingFor: () => string | undefined = () => undefined): AreaStatusView {
  const roots = new WeakMap<HTMLElement, Root>();
  const theme = createTheme();
  const rootFor = (element: HTMLElement) => {
    let root = roots.get(element);
    if (!root) {
      root = createRoot(element);
      roots.set(element, root);
    }
    return root;
  };
  return {
    showLoading: (element) => rootFor(element).render(<ThemeProvider theme={theme}><PageSkeleton heading={headingFor()} /></ThemeProvider>),
    showError: (element, retry, detail) =>
      rootFor(element).render(isBot() ? null : <ThemeProvider theme={theme}><AreaError onRetry={retry} detail={detail} /></ThemeProvider>),
    clear: (element) => rootFor(element).render(null),
  };
}
