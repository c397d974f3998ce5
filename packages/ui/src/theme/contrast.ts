import { normaliseColour, type Colour } from './colour';

/** WCAG 2 relative luminance (0 = black, 1 = white). */
export function relativeLuminance(colour: Colour): number {
  const { r, g, b } = normaliseColour(colour);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio between two colours (1..21). */
export function contrastRatio(a: Colour, b: Colour): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Picks whichever candidate reads best on `background`. Partner themes choose their own
 * primary colour, so text on it cannot be hard-coded to white.
 */
export function readableOn(background: Colour, candidates: readonly Colour[]): Colour {
  return candidates.reduce((best, candidate) =>
    contrastRatio(background, candidate) > contrastRatio(background, best) ? candidate : best,
  );
}
