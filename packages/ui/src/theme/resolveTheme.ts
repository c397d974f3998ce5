import { useContext } from 'react';
import { ThemeContext } from 'styled-components';
import { defaultTheme, type HarbourTheme } from './createTheme';

/**
 * The theme to style with. Areas render in their own React roots and may forget a
 * ThemeProvider; styled-components then passes `{}`, so fall back to the default theme.
 */
export function resolveTheme(theme: unknown): HarbourTheme {
  const candidate = theme as Partial<HarbourTheme> | null | undefined;
  return candidate && candidate.colours && candidate.tones && candidate.fonts && candidate.breakpoints
    ? (candidate as HarbourTheme)
    : defaultTheme;
}

/** Styled-components interpolation that receives a guaranteed HarbourTheme. */
export function themed<P extends { theme?: unknown }>(read: (theme: HarbourTheme, props: P) => string | number) {
  return (props: P): string | number => read(resolveTheme(props.theme), props);
}

/** The current Harbour theme, or the default when no ThemeProvider is present. */
export function useHarbourTheme(): HarbourTheme {
  return resolveTheme(useContext(ThemeContext));
}
