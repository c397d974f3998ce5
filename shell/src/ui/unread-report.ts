import type { EventBus, PlatformEvents } from '@harbour/platform';

export type UnreadReport = PlatformEvents['messaging:unread'];

interface UnreadReports {
  get(): UnreadReport;
  subscribe(listener: () => void): () => void;
}

const reports = new WeakMap<EventBus<PlatformEvents>, UnreadReports>();

/**
 * mf-messaging's latest unread report, listened to from the shell's start and never dropped. The
 * header comes and goes with the layout (a video session has none) and mf-messaging reports only
 * changes: a header that listened only while mounted missed "0 unread" sent while it was away,
 * and showed the old count again when it came back.
 */
export function unreadReportsOf(events: EventBus<PlatformEvents>): UnreadReports {
  const known = reports.get(events);
  if (known) return known;
  let latest: UnreadReport = { count: 0, visible: false };
  const listeners = new Set<() => void>();
  events.on('messaging:unread', (report) => {
    latest = report;
    for (const listener of [...listeners]) listener();
  });
  const created: UnreadReports = {
    get: () => latest,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  reports.set(events, created);
  return created;
}
