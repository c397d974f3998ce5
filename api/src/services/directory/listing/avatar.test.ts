import { AVATAR_COLOURS, avatarFor, contrastRatio } from './avatar';

describe('generated avatar', () => {
  it('shows initials with alt text, and the same colour every time for a person', () => {
    const avatar = avatarFor('user-1', 'mia', 'Chen');
    expect(avatar).toMatchObject({ initials: 'MC', alt: 'Initials of mia Chen', foreground: '#ffffff' });
    expect(avatarFor('user-1', 'mia', 'Chen').background).toBe(avatar.background);
  });

  it.each(AVATAR_COLOURS.map((colour) => [colour]))('%s gives white initials at least 4.5:1 contrast', (colour) => {
    expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });
});
