import DOMPurify from 'dompurify';

/** Icons are served by the portal server on the same host (spec §7: GET /icons/{name}.svg). */
export const ICON_BASE_PATH = '/icons';

// One request per icon name for the life of the page: many components show the same icons.
const requests = new Map<string, Promise<string | null>>();
// Settled answers, so an icon already loaded renders at once (no flash of an empty box).
const settled = new Map<string, string | null>();

const VALID_NAME = /^[a-z0-9][a-z0-9-]*$/i;

async function fetchIcon(name: string): Promise<string | null> {
  // A name is part of a URL path: refuse anything that could step out of /icons.
  if (!VALID_NAME.test(name)) return null;
  const response = await fetch(`${ICON_BASE_PATH}/${name}.svg`);
  // The SPA fallback answers unknown paths with index.html, so check the type, not just the status.
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('image/svg+xml')) return null;
  const svg = DOMPurify.sanitize(await response.text(), { USE_PROFILES: { svg: true, svgFilters: true } });
  return svg.trim().startsWith('<svg') ? svg : null;
}

/** The sanitised SVG markup for an icon, or null (logged once) when it is missing or invalid. */
export function loadIcon(name: string): Promise<string | null> {
  let request = requests.get(name);
  if (!request) {
    request = fetchIcon(name)
      .catch(() => null)
      .then((svg) => {
        if (svg === null) console.error(`Invalid icon: ${name}`);
        settled.set(name, svg);
        return svg;
      });
    requests.set(name, request);
  }
  return request;
}

/** The answer for an icon that has already loaded; undefined while unknown or loading. */
export function peekIcon(name: string): string | null | undefined {
  return settled.get(name);
}

/** For tests: forget every icon. */
export function clearIconCache(): void {
  requests.clear();
  settled.clear();
}
