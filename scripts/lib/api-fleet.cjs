// Several API processes behind one proxy: a round-robin pool, the proxy that uses it, and the
// rolling restart. CommonJS so the portal server (ESM) and the API's process tests (jest) share it.
const { createProxyMiddleware } = require('http-proxy-middleware');

/** The API processes taking requests now, in turn. A process leaves the pool before it is told to stop. */
function createApiPool(urls = []) {
  let members = [...urls];
  let turn = 0;
  return {
    next() {
      if (members.length === 0) throw new Error('No API process is taking requests.');
      turn = (turn + 1) % members.length;
      return members[turn];
    },
    add: (url) => void (members = [...members, url]),
    remove: (url) => void (members = members.filter((member) => member !== url)),
    urls: () => [...members],
  };
}

/**
 * Passes `paths` to the pool's processes in turn. Streamed both ways (nothing is buffered), so a
 * messaging event stream is one long request that stays on the process it reached.
 */
function createApiProxy(pool, { paths = ['/api', '/identity'], on = {} } = {}) {
  return createProxyMiddleware({
    router: () => pool.next(),
    // Required by the library; every request is routed by the pool above.
    target: 'http://127.0.0.1',
    pathFilter: paths,
    xfwd: false,
    on,
  });
}

/** Resolves once `url` answers readiness 200 (database connected, not draining). */
async function waitUntilReady(url, { timeoutMs = 60_000, child } = {}) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (child && child.exitCode !== null) throw new Error(`The API process at ${url} exited with ${child.exitCode} before it was ready.`);
    const answer = await fetch(`${url}/api/health/ready`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The API process at ${url} was not ready within ${timeoutMs / 1000} s.`);
}

/** SIGTERM (the API drains its requests and streams), then the exit. */
function stopApiProcess(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * `count` API processes made by `launch()` → `{ url, child }` (each on its own port), ready and in
 * the pool. The first starts alone: it writes the identity signing keys the others must share.
 */
async function startApiFleet({ count, launch, readyTimeoutMs }) {
  const pool = createApiPool();
  const members = [];
  const startOne = async () => {
    const member = await launch();
    members.push(member);
    // A process that dies on its own leaves the rotation: the others carry on.
    member.child.once('exit', () => pool.remove(member.url));
    await waitUntilReady(member.url, { timeoutMs: readyTimeoutMs, child: member.child });
    pool.add(member.url);
    return member;
  };
  const stop = async () => {
    await Promise.all(members.map((member) => stopApiProcess(member.child)));
  };
  try {
    await startOne();
    await Promise.all(Array.from({ length: count - 1 }, startOne));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    pool,
    members: () => members.filter((member) => pool.urls().includes(member.url)),
    /**
     * Replaces each process in turn: the new one joins the pool once ready, the old one leaves it
     * (no new request reaches it) and is then sent SIGTERM, so it only finishes what it holds.
     */
    async rollingRestart({ onReplaced } = {}) {
      for (const old of members.filter((member) => pool.urls().includes(member.url))) {
        const fresh = await startOne();
        pool.remove(old.url);
        await stopApiProcess(old.child);
        members.splice(members.indexOf(old), 1);
        onReplaced?.(old, fresh);
      }
    },
    stop,
  };
}

module.exports = { createApiPool, createApiProxy, startApiFleet, stopApiProcess, waitUntilReady };
