// The portal server's cache of the API's public lookups (content pages, redirects, the sitemap, the
// client settings), trusted only while the console has changed nothing since. CommonJS so the
// portal server (ESM) and its unit test (jest) share it.

/**
 * `getJson(path)` asks the API: the JSON body, null for "no such thing", undefined when the API
 * cannot answer. The console's changes bump the content generation; a cached answer is trusted only
 * under the generation that was current when it was fetched, and the generation is asked at most
 * once per `generationCheckMs` (one question at a time, shared by every lookup waiting on it).
 */
function createContentCache({ getJson, now = Date.now, cacheMs = 30_000, generationCheckMs = 1000, max = 500 }) {
  const entries = new Map();
  // `value` undefined: not known. A failed check leaves it unknown, so no cached answer is trusted:
  // keeping the last known one would serve a page the console changed meanwhile for the whole cache time.
  let generation = { value: undefined, askedAt: -Infinity };
  let asking;

  function currentGeneration() {
    if (now() - generation.askedAt < generationCheckMs) return Promise.resolve(generation.value);
    if (!asking) {
      // Counted from when it was asked, not answered: an answer that took long is older than it looks.
      const askedAt = now();
      asking = getJson('/api/content/generation')
        .then(
          (body) => body?.generation,
          () => undefined,
        )
        .then((value) => {
          generation = { value, askedAt };
          asking = undefined;
          return value;
        });
    }
    return asking;
  }

  /** The API's answer for a path, from the cache while it is trusted (see above). */
  async function get(path) {
    const current = await currentGeneration();
    const hit = entries.get(path);
    const fresh = hit !== undefined && hit.expires > now();
    if (fresh && current !== undefined && hit.generation === current) return hit.value;
    const value = await getJson(path).catch(() => undefined);
    // The API is not answering: what it said within the cache time beats nothing.
    if (value === undefined) return fresh ? hit.value : undefined;
    entries.delete(path);
    if (entries.size >= max) entries.delete(entries.keys().next().value);
    entries.set(path, { value, expires: now() + cacheMs, generation: current });
    return value;
  }

  return { get };
}

module.exports = { createContentCache };
