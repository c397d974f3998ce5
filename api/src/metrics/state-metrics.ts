import { Gauge } from 'prom-client';
import { jobBacklog } from '../jobs/job-backlog';
import { openEventStreamCount } from '../services/messaging/realtime/event-stream';
import { metricsRegistry } from './registry';

// Read when Prometheus scrapes, so they are true then; the job figures are the whole fleet's
// (one jobs collection), the stream count this process's.

new Gauge({
  name: 'harbour_jobs_due',
  help: 'Jobs due now that no worker holds (the runner’s backlog). NaN when the database does not answer.',
  registers: [metricsRegistry],
  async collect() {
    this.set(await backlogOrNothing().then((backlog) => backlog?.due ?? NaN));
  },
});

new Gauge({
  name: 'harbour_jobs_oldest_due_age_seconds',
  help: 'How long the longest-waiting due job has waited (0 when none). NaN when the database does not answer.',
  registers: [metricsRegistry],
  async collect() {
    this.set(await backlogOrNothing().then((backlog) => backlog?.oldestDueAgeSeconds ?? NaN));
  },
});

new Gauge({
  name: 'harbour_sse_connections',
  help: 'Server-Sent Events streams (messaging) open on this process.',
  registers: [metricsRegistry],
  collect() {
    this.set(openEventStreamCount());
  },
});

// Both job gauges are read in one scrape: one database read for the two.
let reading: Promise<Awaited<ReturnType<typeof jobBacklog>> | undefined> | undefined;
function backlogOrNothing() {
  reading ??= jobBacklog()
    .catch(() => undefined)
    .finally(() => {
      reading = undefined;
    });
  return reading;
}
