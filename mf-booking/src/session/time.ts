import { browserTimeZone, formatInstant } from '@harbour/ui';

export function formatWhen(at: string | Date, zone = browserTimeZone()): string {
  return formatInstant(at, 'weekdayTime', zone);
}

export function formatTime(at: string | Date, zone = browserTimeZone()): string {
  return formatInstant(at, 'time', zone);
}

/** "1 h 05 min", "4 min 10 s", "45 s". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  if (m > 0) return `${m} min ${String(sec).padStart(2, '0')} s`;
  return `${sec} s`;
}
