import { AreaNotFound } from '@harbour/area-runtime';

/**
 * Generic content pages (/{content}, /{content}/{child}). No content is published yet, so every
 * path answers the spec's not-found view with the path.
 */
export function ContentPage() {
  return <AreaNotFound />;
}
