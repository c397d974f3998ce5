/**
 * The heading (and opening paragraph) the publish step put into this page's static frame (scripts/lib/page-frames.mjs),
 * read once before the shell's first render replaces the frame: the page skeleton keeps showing
 * it while the area loads.
 */
const frame = typeof document === 'undefined' ? undefined : {
  path: window.location.pathname,
  text: document.querySelector('[data-frame-heading]')?.textContent?.trim() || undefined,
  intro: document.querySelector('[data-frame-intro]')?.textContent?.trim() || undefined,
};

export function frameHeadingFor(pathname: string): string | undefined {
  return frame && frame.path === pathname ? frame.text : undefined;
}

/** The opening paragraph the frame showed under the heading, if any (kept until the area renders its own). */
export function frameIntroFor(pathname: string): string | undefined {
  return frame && frame.path === pathname ? frame.intro : undefined;
}
