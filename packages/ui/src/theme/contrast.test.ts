import { contrastRatio, readableOn } from './contrast';
import { WHITE, BLACK } from './colour';

describe('contrast', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21);
    expect(contrastRatio(WHITE, WHITE)).toBeCloseTo(1);
  });

  it('picks the more readable text colour for a background', () => {
    expect(readableOn({ r: 30, g: 41, b: 59 }, [WHITE, BLACK])).toBe(WHITE);
    expect(readableOn({ r: 250, g: 220, b: 120 }, [WHITE, BLACK])).toBe(BLACK);
  });
});
