import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

// The production manifests (deploy/kubernetes) checked without a cluster or the network: each
// parses as YAML with the fields its kind requires, the names that tie them together match, the
// probes name the API's real health routes (its OpenAPI spec), the grace period covers the drain,
// and every setting they give the API is one docs/configuration.md documents.
const ROOT = path.resolve(__dirname, '..');
const DIR = path.join(ROOT, 'deploy/kubernetes');

// Parsed YAML has no static type: the assertions below are what checks its shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
type Doc = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> }; [key: string]: Loose };
const docs: Doc[] = fs
  .readdirSync(DIR)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(fs.readFileSync(path.join(DIR, file), 'utf8')).map((doc) => {
      if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0].message}`);
      return doc.toJS() as Doc;
    }),
  );
const find = (kind: string, name: string) => docs.find((d) => d.kind === kind && d.metadata.name === name);
const api = find('Deployment', 'harbour-api')!;
const container = api?.spec.template.spec.containers[0];

test('every document is a kind this cluster version serves, under its stable API group, with a name', () => {
  const stable: Record<string, string> = { Deployment: 'apps/v1', Service: 'v1', ConfigMap: 'v1', Secret: 'v1', Ingress: 'networking.k8s.io/v1', PodDisruptionBudget: 'policy/v1' };
  expect(docs.length).toBeGreaterThan(0);
  for (const doc of docs) {
    expect({ kind: doc.kind, apiVersion: doc.apiVersion }).toEqual({ kind: doc.kind, apiVersion: stable[doc.kind] });
    expect(doc.metadata.name).toMatch(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/);
  }
});

test('the API runs as several replicas whose selector matches their labels, replaced one at a time', () => {
  expect(api.spec.replicas).toBeGreaterThanOrEqual(2);
  const labels = api.spec.template.metadata.labels;
  for (const [key, value] of Object.entries(api.spec.selector.matchLabels)) expect(labels[key]).toBe(value);
  expect(api.spec.strategy.rollingUpdate).toEqual({ maxSurge: 1, maxUnavailable: 0 });
  const service = find('Service', 'harbour-api')!;
  for (const [key, value] of Object.entries(service.spec.selector)) expect(labels[key]).toBe(value);
  const portNames = container.ports.map((p: { name: string }) => p.name);
  for (const port of service.spec.ports) expect(portNames).toContain(port.targetPort);
  const budget = find('PodDisruptionBudget', 'harbour-api')!;
  expect(budget.spec.selector.matchLabels).toEqual(api.spec.selector.matchLabels);
});

test('readiness and liveness probe the API routes of those names, on the port the API listens on', () => {
  const spec = JSON.parse(fs.readFileSync(path.join(ROOT, 'api/src/generated/openapi.json'), 'utf8'));
  const base = spec.servers[0].url;
  const routes = Object.keys(spec.paths).map((p) => `${base}${p}`);
  expect(container.readinessProbe.httpGet.path).toBe('/api/health/ready');
  expect(container.livenessProbe.httpGet.path).toBe('/api/health/live');
  for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe]) {
    expect(routes).toContain(probe.httpGet.path);
    expect(container.ports.find((p: { name: string }) => p.name === probe.httpGet.port)).toBeDefined();
  }
  const listen = Object.fromEntries(container.env.map((e: { name: string; value: string }) => [e.name, e.value]));
  expect(Number(listen.API_PORT)).toBe(container.ports[0].containerPort);
  expect(listen.API_HOST).toBe('0.0.0.0');
});

test('the grace period covers the preStop wait and the API’s own drain deadline', () => {
  const server = fs.readFileSync(path.join(ROOT, 'api/src/server.ts'), 'utf8');
  const drainMs = Number(/SHUTDOWN_DEADLINE_MS = (\d+)/.exec(server)![1]);
  const [sleep, seconds] = container.lifecycle.preStop.exec.command;
  expect(sleep).toBe('sleep');
  expect(api.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(Number(seconds) + drainMs / 1000);
});

test('every setting given to the API is documented in docs/configuration.md, and production’s required ones are given', () => {
  const documented = new Set([...fs.readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
  const configMap = find('ConfigMap', container.envFrom.find((e: Loose) => e.configMapRef).configMapRef.name)!;
  const secret = find('Secret', container.envFrom.find((e: Loose) => e.secretRef).secretRef.name)!;
  const given = [...Object.keys(configMap.data), ...Object.keys(secret.stringData), ...container.env.map((e: { name: string }) => e.name)];
  expect(given.filter((name) => !documented.has(name))).toEqual([]);
  expect(configMap.data.HARBOUR_ENV).toBe('production');
  for (const required of ['MONGODB_URI', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'SECOND_FACTOR_KEY']) expect(given).toContain(required);
  expect(given).not.toContain('DEV_OUTBOX'); // refused in production
  // Several replicas: a replica set with majority writes, Redis for the fan-out.
  expect(secret.stringData.MONGODB_URI).toMatch(/[?&]replicaSet=/);
  expect(secret.stringData.MONGODB_URI).toMatch(/[?&]w=majority/);
  expect(secret.stringData.REDIS_URL).toMatch(/^rediss?:\/\//);
});

test('the ingress sends /api and /identity to the API service without buffering event streams', () => {
  const ingress = docs.find((d) => d.kind === 'Ingress')!;
  const paths = ingress.spec.rules.flatMap((r: Loose) => r.http.paths);
  expect(paths.map((p: Loose) => p.path).sort()).toEqual(['/api', '/identity']);
  for (const p of paths) expect(find('Service', p.backend.service.name)).toBeDefined();
  expect(ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-buffering']).toBe('off');
});
