import { createTheme, defaultTheme } from './createTheme';
import { resolveTheme } from './resolveTheme';
import { defaultColours } from './defaults';

describe('createTheme', () => {
  it('returns the Harbour defaults and spec constants', () => {
    const theme = createTheme();
    expect(theme.colours).toEqual(defaultColours);
    expect(theme.colours.primary).toEqual({ r: 179, g: 124, b: 55 });
    expect(theme.tones.primary[500]).toBe('rgb(179, 124, 55)');
    expect(Object.keys(theme.tones.primary)).toHaveLength(9);
    expect(theme.fonts.base).toBe('16px');
    expect(theme.fonts.large).toBe('18px');
    expect(theme.breakpoints).toEqual({ modalFullScreen: 1024, cardCollapse: 768 });
    expect(theme.containerWidth).toBe(1170);
    expect(theme.iconScale).toBe(1);
    expect(theme.iconSeparator).toBe('');
  });

  it('merges partner overrides over the defaults and derives tones from the new primary', () => {
    const theme = createTheme({
      colours: { primary: { r: 0, g: 87, b: 184 }, dark: { r: 10, g: 10, b: 10 } },
      iconScale: 1.25,
      iconSeparator: '|',
    });
    expect(theme.colours.primary).toEqual({ r: 0, g: 87, b: 184 });
    expect(theme.colours.dark).toEqual({ r: 10, g: 10, b: 10 });
    expect(theme.colours.red).toEqual(defaultColours.red);
    expect(theme.tones.primary[500]).toBe('rgb(0, 87, 184)');
    expect(theme.iconScale).toBe(1.25);
    expect(theme.iconSeparator).toBe('|');
  });

  it('ignores malformed partner values instead of breaking the theme', () => {
    const theme = createTheme({
      colours: { primary: null, secondary: { r: 'x' } as never, body: { r: 999, g: 20, b: -5 } },
      iconScale: Number.NaN,
      iconSeparator: null,
    });
    expect(theme.colours.primary).toEqual(defaultColours.primary);
    expect(theme.colours.secondary).toEqual(defaultColours.secondary);
    expect(theme.colours.body).toEqual({ r: 255, g: 20, b: 0 });
    expect(theme.iconScale).toBe(1);
    expect(theme.iconSeparator).toBe('');
  });

  it('resolveTheme falls back to the default theme when no provider gave one', () => {
    expect(resolveTheme({})).toBe(defaultTheme);
    expect(resolveTheme(undefined)).toBe(defaultTheme);
    const partner = createTheme({ iconScale: 2 });
    expect(resolveTheme(partner)).toBe(partner);
  });
});
