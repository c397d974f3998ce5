import { useEffect, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@harbour/router';
import { ThemeProvider } from 'styled-components';
import { usePartnerTheme } from '@harbour/platform';
import { createAreaStore } from '@harbour/sdk';
import { createTheme } from '@harbour/ui';
import { setPageReadsStore } from './page-reads';

/**
 * React context does not cross single-spa roots, so each area wraps its own store, theme and
 * router — all fed from the one platform object the shell set.
 */
export function AreaRoot({ children }: { children: ReactNode }) {
  const partnerTheme = usePartnerTheme();
  const theme = useMemo(() => createTheme(partnerTheme), [partnerTheme]);
  const store = useMemo(() => {
    const created = createAreaStore();
    // Set while rendering, not in an effect: a lazy page's loader runs in this first render and
    // starts its first reads on this store (page-reads.ts).
    setPageReadsStore(created);
    return created;
  }, []);
  useEffect(() => () => setPageReadsStore(undefined), []);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <BrowserRouter>{children}</BrowserRouter>
      </ThemeProvider>
    </Provider>
  );
}
