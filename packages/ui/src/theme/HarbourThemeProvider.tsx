import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { defaultTheme, type HarbourTheme } from './createTheme';

export interface HarbourThemeProviderProps {
  theme?: HarbourTheme;
  children?: ReactNode;
}

/** ThemeProvider that defaults to Harbour's theme; each area wraps its own root in one. */
export function HarbourThemeProvider({ theme = defaultTheme, children }: HarbourThemeProviderProps) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
