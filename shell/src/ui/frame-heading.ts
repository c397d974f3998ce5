/**
 * The heading the publish step put into this page's static frame (scripts/lib/page-frames.mjs),
 * read once before the shell's first render replaces the frame: the page skeleton keeps showing
 * it while the area loads.
 */
const frame = typeof document === 'undefined' ? undefined : {
  path: window.location.pathname,
  text: document.querySelector('[data-frame-heading]')?.textContent?.trim() || undefined,
};

export function frameHeadingFor(pathname: string): string | undefined {
  return frame && frame.path === pathname ? frame.text : undefined;
}
