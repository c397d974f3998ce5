// One API process or two behind the portal (npm start -- --api-processes N): the same load through
// the portal's round-robin proxy, so the figures say what scaling out buys on this machine (2 cores,
// shared with the load generator, the portal server and the database).
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { ensureApiBuilt, measure, printRows } from '../lib/bench-tools.mjs';
import { timed } from '../lib/run.mjs';
import { startStack } from '../lib/stack.mjs';

const CONCURRENCY = 20;
const SAMPLES = 1500;

export default async function apiProcessesBench() {
  await ensureApiBuilt();
  const single = await timed('Start database, one API process and portal (bench data in .data/bench-api-processes)', () =>
    startStack({ port: 0, ferretDbPort: 0, dataDir: '.data/bench-api-processes/postgres', databaseName: 'harbour_bench_api_processes', logLevel: 'warn', quiet: true, apiEnv: { HARBOUR_JOBS: 'off' } }),
  );
  const rows = [];
  try {
    for (const count of [1, 2]) {
      // The second stack shares the first one's database (the seed is idempotent); its API process idles meanwhile.
      const stack = count === 1 ? single : await timed(`Start ${count} API processes and a portal on the same database`, () => startStack({ port: 0, mongodbUri: single.mongodbUri, logLevel: 'warn', quiet: true, apiProcesses: count, apiEnv: { HARBOUR_JOBS: 'off' } }));
      const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
      const call = (method, urlPath, body) => () =>
        new Promise((resolve, reject) => {
          const payload = body === undefined ? undefined : JSON.stringify(body);
          const req = http.request(`${stack.url}${urlPath}`, { method, agent, headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {} }, (response) => {
            const chunks = [];
            response.on('data', (c) => chunks.push(c)).on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`${method} ${urlPath} answered ${response.statusCode}: ${Buffer.concat(chunks)}`))));
          });
          req.on('error', reject);
          req.end(payload);
        });
      try {
        rows.push(await measure({ label: `N=${count}: POST /api/users/psychologists/list (page of 12) through the portal`, op: call('POST', '/api/users/psychologists/list', {}), concurrency: CONCURRENCY, samples: SAMPLES }));
        rows.push(await measure({ label: `N=${count}: GET /api/health (a database ping) through the portal`, op: call('GET', '/api/health'), concurrency: CONCURRENCY, samples: SAMPLES }));
      } finally {
        agent.destroy();
        if (stack !== single) await stack.stop();
      }
    }
  } finally {
    await single.stop();
  }
  printRows(`One API process against two behind the portal (${CONCURRENCY} requests in flight, ${SAMPLES} samples each, keep-alive node:http client on the same machine)`, rows);
}
