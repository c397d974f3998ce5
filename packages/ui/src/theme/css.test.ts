import { rgb, rgba } from './css';

describe('css helpers', () => {
  it('writes rgb() and rgba() strings', () => {
    expect(rgb({ r: 179, g: 124, b: 55 })).toBe('rgb(179, 124, 55)');
    expect(rgba({ r: 179, g: 124, b: 55 }, 0.5)).toBe('rgba(179, 124, 55, 0.5)');
  });

  it('clamps channels and alpha', () => {
    expect(rgb({ r: 256, g: -1, b: 10.4 })).toBe('rgb(255, 0, 10)');
    expect(rgba({ r: 0, g: 0, b: 0 }, 2)).toBe('rgba(0, 0, 0, 1)');
    expect(rgba({ r: 0, g: 0, b: 0 }, -1)).toBe('rgba(0, 0, 0, 0)');
  });
});
