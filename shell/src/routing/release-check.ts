/** Build info (spec §3): the published shell's timestamp and id. */
interface BuildInfo {
  timestamp: number | string;
  id?: string;
}

const POLL_MS = 5 * 60 * 1000;
const MIN_GAP_MS = 10_000;

async function fetchBuild(): Promise<BuildInfo | undefined> {
  try {
    const response = await fetch('/current-build.json', { cache: 'no-store' });
    return response.ok ? ((await response.json()) as BuildInfo) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spec §2 new-release check: GET /current-build.json (no cache) before each navigation and on a
 * poll. When its timestamp differs from the one this page started with, the next navigation
 * loads the new build with a full page load.
 */
export function createReleaseCheck() {
  let started: BuildInfo | undefined;
  let newRelease = false;
  let lastCheck = 0;
  const ready = fetchBuild().then((build) => (started = build));

  async function check(): Promise<boolean> {
    await ready;
    if (newRelease || !started) return newRelease;
    if (Date.now() - lastCheck < MIN_GAP_MS) return false;
    lastCheck = Date.now();
    const latest = await fetchBuild();
    newRelease = latest !== undefined && String(latest.timestamp) !== String(started.timestamp);
    return newRelease;
  }

  // The poll only notes the release; the next navigation loads it, so nothing being typed is lost.
  setInterval(() => void check(), POLL_MS);
  return { check };
}
