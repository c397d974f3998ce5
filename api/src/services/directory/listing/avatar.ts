import type { DirectoryAvatar } from './directory.types';

/**
 * Dark colours that each give white text a contrast ratio of at least 4.5:1 (WCAG AA), checked
 * in avatar.test.ts; a person keeps theirs because it comes from their id.
 */
export const AVATAR_COLOURS = ['#1f4e79', '#5b2c6f', '#0b5345', '#7b3f00', '#6e2c00', '#1b4f72', '#4a235a', '#145a32', '#78281f', '#2e4053'] as const;

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h;
}

export function avatarFor(psychologistId: string, firstName: string, lastName: string): DirectoryAvatar {
  const initials = [firstName, lastName].map((name) => [...name.trim()][0]?.toUpperCase() ?? '').join('');
  return {
    initials,
    background: AVATAR_COLOURS[hash(psychologistId) % AVATAR_COLOURS.length],
    foreground: '#ffffff',
    alt: `Initials of ${firstName} ${lastName}`.trim(),
  };
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}
