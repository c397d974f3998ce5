import { AREA_NAMES, type AreaName } from '@harbour/platform';

/** `/remotes.json`: area name → URL of that area's mf-manifest.json. Changing one line releases one area. */
export type RemotesManifest = Partial<Record<AreaName, string>>;

export async function fetchRemotesManifest(fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes manifest answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error('remotes manifest is not an object');
  const manifest: RemotesManifest = {};
  for (const name of AREA_NAMES) {
    const url = (body as Record<string, unknown>)[name];
    if (typeof url === 'string' && url) manifest[name] = url;
  }
  return manifest;
}
