import { isColour, normaliseColour, type Colour } from './colour';
import { rgb } from './css';
import {
  BASE_FONT_SIZE_PX,
  CARD_COLLAPSE_BREAKPOINT_PX,
  COLOUR_NAMES,
  CONTAINER_WIDTH_PX,
  defaultColours,
  LARGE_FONT_SIZE_PX,
  MODAL_FULL_SCREEN_BREAKPOINT_PX,
  SYSTEM_FONT_STACK,
  type ColourName,
  type HarbourColours,
} from './defaults';
import { TONE_STEPS, tones, type ToneStep, type Tones } from './tones';

export interface HarbourTheme {
  readonly colours: HarbourColours;
  /** Primary tones 100..900 as CSS colour strings. */
  readonly tones: { readonly primary: Tones<string> };
  readonly fonts: { readonly family: string; readonly base: string; readonly large: string };
  /** Widths in px. */
  readonly breakpoints: { readonly modalFullScreen: number; readonly cardCollapse: number };
  readonly containerWidth: number;
  /** Partner icon scale (1 = unscaled). */
  readonly iconScale: number;
  /** Partner separator shown between icons and labels ('' = none). */
  readonly iconSeparator: string;
}

/** What a partner theme may override. Partner themes arrive as JSON, so values are checked. */
export interface ThemeOverrides {
  colours?: Partial<Record<ColourName, Colour | null | undefined>>;
  iconScale?: number | null;
  iconSeparator?: string | null;
}

function mergeColours(overrides: ThemeOverrides['colours']): HarbourColours {
  const merged = { ...defaultColours } as Record<ColourName, Colour>;
  for (const name of COLOUR_NAMES) {
    const candidate = overrides?.[name];
    // A malformed partner colour keeps the default instead of breaking every component.
    if (isColour(candidate)) merged[name] = normaliseColour(candidate);
  }
  return merged;
}

function primaryTones(primary: Colour): Tones<string> {
  const colours = tones(primary);
  const result = {} as Record<ToneStep, string>;
  for (const step of TONE_STEPS) result[step] = rgb(colours[step]);
  return result;
}

/** Builds a complete theme from Harbour's defaults plus optional partner overrides. */
export function createTheme(overrides: ThemeOverrides = {}): HarbourTheme {
  const colours = mergeColours(overrides.colours);
  const iconScale =
    typeof overrides.iconScale === 'number' && Number.isFinite(overrides.iconScale) && overrides.iconScale > 0
      ? overrides.iconScale
      : 1;
  return {
    colours,
    tones: { primary: primaryTones(colours.primary) },
    fonts: { family: SYSTEM_FONT_STACK, base: `${BASE_FONT_SIZE_PX}px`, large: `${LARGE_FONT_SIZE_PX}px` },
    breakpoints: {
      modalFullScreen: MODAL_FULL_SCREEN_BREAKPOINT_PX,
      cardCollapse: CARD_COLLAPSE_BREAKPOINT_PX,
    },
    containerWidth: CONTAINER_WIDTH_PX,
    iconScale,
    iconSeparator: typeof overrides.iconSeparator === 'string' ? overrides.iconSeparator : '',
  };
}

export const defaultTheme: HarbourTheme = createTheme();
