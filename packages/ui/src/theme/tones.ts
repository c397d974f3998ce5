import { darken, lighten, normaliseColour, type Colour } from './colour';

export const TONE_STEPS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type ToneStep = (typeof TONE_STEPS)[number];
export type Tones<T = Colour> = Readonly<Record<ToneStep, T>>;

/**
 * How far each 100 steps moves towards white (below 500) or black (above 500).
 * 0.18 keeps 100 and 900 visibly tinted instead of collapsing into plain white or black.
 */
export const TONE_STEP_AMOUNT = 0.18;

/** One tone of `colour`: 500 is the colour itself, evenly lightened below and darkened above. */
export function tone(colour: Colour, step: ToneStep): Colour {
  const base = normaliseColour(colour);
  const offset = (step - 500) / 100;
  if (offset < 0) return lighten(base, -offset * TONE_STEP_AMOUNT);
  if (offset > 0) return darken(base, offset * TONE_STEP_AMOUNT);
  return base;
}

/** All nine tones 100..900 of `colour`. */
export function tones(colour: Colour): Tones {
  const result = {} as Record<ToneStep, Colour>;
  for (const step of TONE_STEPS) result[step] = tone(colour, step);
  return result;
}
