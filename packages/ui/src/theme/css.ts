import { clampChannel, type Colour } from './colour';

/** CSS `rgb()` for a theme colour. */
export function rgb(colour: Colour): string {
  return `rgb(${clampChannel(colour.r)}, ${clampChannel(colour.g)}, ${clampChannel(colour.b)})`;
}

/** CSS `rgba()` for a theme colour; alpha is clamped to 0..1. */
export function rgba(colour: Colour, alpha: number): string {
  const a = Number.isFinite(alpha) ? Math.min(1, Math.max(0, alpha)) : 1;
  return `rgba(${clampChannel(colour.r)}, ${clampChannel(colour.g)}, ${clampChannel(colour.b)}, ${a})`;
}
