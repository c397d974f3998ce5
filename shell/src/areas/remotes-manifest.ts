import { AREA_NAMES, type AreaName } from '@harbour/platform';
import { servedPageData } from '../platform/served-page-data';

/** One area's line of `/remotes.json`: its build's mf-manifest.json and the routes.json beside it. */
export interface RemoteLine {
  entry: string;
  routes: string;
}

/** `/remotes.json`: area name → its published build. Changing one line releases one area. */
export type RemotesManifest = Partial<Record<AreaName, RemoteLine>>;

function lineOf(value: unknown): RemoteLine | undefined {
  if (typeof value === 'string' && value) return { entry: value, routes: value.replace(/mf-manifest\.json$/, 'routes.json') };
  if (typeof value !== 'object' || value === null) return undefined;
  const { entry, routes } = value as Record<string, unknown>;
  if (typeof entry !== 'string' || !entry) return undefined;
  return { entry, routes: typeof routes === 'string' && routes ? routes : entry.replace(/mf-manifest\.json$/, 'routes.json') };
}

export async function fetchRemotesManifest(fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes manifest answered ${response.status}`);
  return parseRemotesManifest(await response.json());
}

/**
 * The manifest at start-up: the one served with the page (read by the portal server from the same
 * live file a moment ago) or, when the page came without it, fetched.
 */
export function initialRemotesManifest(fetchImpl: typeof fetch = fetch, served = servedPageData().remotes): Promise<RemotesManifest> {
  return served ? Promise.resolve().then(() => parseRemotesManifest(served)) : fetchRemotesManifest(fetchImpl);
}

/** Each area's line, checked; an area with no usable line is left out. */
export function parseRemotesManifest(body: unknown): RemotesManifest {
  if (typeof body !== 'object' || body === null) throw new Error('remotes manifest is not an object');
  const manifest: RemotesManifest = {};
  for (const name of AREA_NAMES) {
    const line = lineOf((body as Record<string, unknown>)[name]);
    if (line) manifest[name] = line;
  }
  return manifest;
}
