import type { Colour } from './colour';

export const COLOUR_NAMES = [
  'primary',
  'secondary',
  'tertiary',
  'body',
  'dark',
  'green',
  'white',
  'lightishGrey',
  'red',
] as const;
export type ColourName = (typeof COLOUR_NAMES)[number];
export type HarbourColours = Readonly<Record<ColourName, Colour>>;

/** Harbour's own palette; partner themes override some of these. */
export const defaultColours: HarbourColours = {
  primary: { r: 179, g: 124, b: 55 }, // brown/gold, #B37C37 (the spec's unread-badge colour)
  secondary: { r: 29, g: 92, b: 99 }, // deep harbour teal
  tertiary: { r: 246, g: 240, b: 231 }, // warm sand, for quiet panels
  body: { r: 51, g: 65, b: 85 }, // dark slate
  dark: { r: 30, g: 41, b: 59 }, // darker slate
  green: { r: 46, g: 125, b: 50 },
  white: { r: 255, g: 255, b: 255 },
  lightishGrey: { r: 226, g: 230, b: 235 },
  red: { r: 198, g: 40, b: 40 }, // strong red
};

/** Spec §9 layout constants. */
export const BASE_FONT_SIZE_PX = 16;
export const LARGE_FONT_SIZE_PX = 18;
export const MODAL_FULL_SCREEN_BREAKPOINT_PX = 1024;
export const CARD_COLLAPSE_BREAKPOINT_PX = 768;
export const CONTAINER_WIDTH_PX = 1170;

export const SYSTEM_FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
