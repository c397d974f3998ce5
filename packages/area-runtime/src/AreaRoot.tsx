import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@harbour/router';
import { ThemeProvider } from 'styled-components';
import { usePartnerTheme } from '@harbour/platform';
import { createAreaStore } from '@harbour/sdk';
import { createTheme } from '@harbour/ui';

/**
 * React context does not cross single-spa roots, so each area wraps its own store, theme and
 * router — all fed from the one platform object the shell set.
 */
export function AreaRoot({ children }: { children: ReactNode }) {
  const partnerTheme = usePartnerTheme();
  const theme = useMemo(() => createTheme(partnerTheme), [partnerTheme]);
  const store = useMemo(() => createAreaStore(), []);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <BrowserRouter>{children}</BrowserRouter>
      </ThemeProvider>
    </Provider>
  );
}
