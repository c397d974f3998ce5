/** An sRGB colour as the partner themes store it: three channels, 0..255. */
export interface Colour {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

export const WHITE: Colour = { r: 255, g: 255, b: 255 };
export const BLACK: Colour = { r: 0, g: 0, b: 0 };

/** Rounds and clamps one channel; anything that is not a finite number becomes 0. */
export function clampChannel(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(255, Math.max(0, Math.round(value)));
}

/** Clamps every channel, so out-of-range partner data can never produce invalid CSS. */
export function normaliseColour(colour: Colour): Colour {
  return { r: clampChannel(colour.r), g: clampChannel(colour.g), b: clampChannel(colour.b) };
}

/** True for an object with numeric r, g and b (partner themes arrive as untyped JSON). */
export function isColour(value: unknown): value is Colour {
  if (typeof value !== 'object' || value === null) return false;
  const { r, g, b } = value as Record<string, unknown>;
  return [r, g, b].every((channel) => typeof channel === 'number' && Number.isFinite(channel));
}

/** Moves `from` towards `to` by `amount` (0 = unchanged, 1 = `to`). */
export function mix(from: Colour, to: Colour, amount: number): Colour {
  const t = Math.min(1, Math.max(0, amount));
  return normaliseColour({
    r: from.r + (to.r - from.r) * t,
    g: from.g + (to.g - from.g) * t,
    b: from.b + (to.b - from.b) * t,
  });
}

export const lighten = (colour: Colour, amount: number): Colour => mix(colour, WHITE, amount);
export const darken = (colour: Colour, amount: number): Colour => mix(colour, BLACK, amount);
