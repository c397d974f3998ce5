import { tone, tones, TONE_STEPS } from './tones';
import { relativeLuminance } from './contrast';
import type { Colour } from './colour';

const gold: Colour = { r: 179, g: 124, b: 55 };
const sum = (c: Colour) => c.r + c.g + c.b;

describe('tones', () => {
  it('500 equals the base colour', () => {
    expect(tones(gold)[500]).toEqual(gold);
  });

  it('lower numbers are lighter and higher numbers darker, step by step', () => {
    const t = tones(gold);
    expect(sum(t[100])).toBeGreaterThan(sum(t[300]));
    expect(sum(t[900])).toBeLessThan(sum(t[700]));
    const luminances = TONE_STEPS.map((step) => relativeLuminance(t[step]));
    for (let i = 1; i < luminances.length; i += 1) {
      expect(luminances[i]).toBeLessThan(luminances[i - 1]);
    }
  });

  it('moves towards white below 500 and towards black above it', () => {
    const t = tones(gold);
    for (const channel of ['r', 'g', 'b'] as const) {
      expect(t[100][channel]).toBeGreaterThanOrEqual(gold[channel]);
      expect(t[900][channel]).toBeLessThanOrEqual(gold[channel]);
    }
  });

  it('steps evenly (within rounding)', () => {
    const t = tones(gold);
    const lightSteps = [t[100].r - t[200].r, t[200].r - t[300].r, t[300].r - t[400].r, t[400].r - t[500].r];
    const darkSteps = [t[500].r - t[600].r, t[600].r - t[700].r, t[700].r - t[800].r, t[800].r - t[900].r];
    for (const steps of [lightSteps, darkSteps]) {
      expect(Math.max(...steps) - Math.min(...steps)).toBeLessThanOrEqual(1);
    }
  });

  it('clamps every channel to whole numbers within 0..255', () => {
    const t = tones({ r: 300, g: -40, b: 12.6 });
    expect(t[500]).toEqual({ r: 255, g: 0, b: 13 });
    for (const step of TONE_STEPS) {
      for (const value of Object.values(t[step])) {
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(255);
      }
    }
  });

  it('keeps white and black in range at the extremes', () => {
    expect(tone({ r: 255, g: 255, b: 255 }, 100)).toEqual({ r: 255, g: 255, b: 255 });
    expect(tone({ r: 0, g: 0, b: 0 }, 900)).toEqual({ r: 0, g: 0, b: 0 });
  });
});
