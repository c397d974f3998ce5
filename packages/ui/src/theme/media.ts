/** Media query for viewports narrower than `px` (the .02 avoids overlapping a min-width query at `px`). */
export function belowWidth(px: number): string {
  return `@media (max-width: ${px - 0.02}px)`;
}
