import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectTestDatabase, disconnectTestDatabase } from '../../test-support/database';
import { AvailabilityModel } from './availability.model';
import { busyFromICalendar, fetchBusyCalendar } from './busy-calendar';
import { findSlots } from './next-available';
import { presentSlot } from './slot-label';

const SYDNEY_TZ = `BEGIN:VTIMEZONE
TZID:Australia/Sydney
BEGIN:STANDARD
DTSTART:19700405T030000
RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU
TZOFFSETFROM:+1100
TZOFFSETTO:+1000
TZNAME:AEST
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:19701004T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU
TZOFFSETFROM:+1000
TZOFFSETTO:+1100
TZNAME:AEDT
END:DAYLIGHT
END:VTIMEZONE`;

function calendar(...events: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Harbour test//EN', SYDNEY_TZ, ...events, 'END:VCALENDAR'].join('\r\n');
}
const event = (lines: string[]) => ['BEGIN:VEVENT', `UID:${Math.random()}@test`, 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');

const FEED = calendar(
  // Monday 23 Nov 2026 10:00–11:00 AEDT (Sydney zone in the feed).
  event(['DTSTART;TZID=Australia/Sydney:20261123T100000', 'DTEND;TZID=Australia/Sydney:20261123T110000', 'SUMMARY:Supervision']),
  // 03:00–04:00 UTC = 14:00–15:00 AEDT the same Monday.
  event(['DTSTART:20261123T030000Z', 'DTEND:20261123T040000Z', 'SUMMARY:Dentist']),
  // Free and cancelled events do not count.
  event(['DTSTART:20261123T050000Z', 'DTEND:20261123T060000Z', 'TRANSP:TRANSPARENT']),
  event(['DTSTART:20261123T000000Z', 'DTEND:20261123T010000Z', 'STATUS:CANCELLED']),
  // Weekly on Tuesdays 09:00–10:00 Sydney, three times.
  event(['DTSTART;TZID=Australia/Sydney:20261124T090000', 'DTEND;TZID=Australia/Sydney:20261124T100000', 'RRULE:FREQ=WEEKLY;COUNT=3']),
  // Floating time: read on the psychologist's clock (Wednesday 12:00–13:00 in their zone).
  event(['DTSTART:20261125T120000', 'DTEND:20261125T130000']),
);

const window = { from: new Date('2026-11-20T00:00:00Z'), to: new Date('2026-12-31T00:00:00Z') };
const asPairs = (busy: { start: Date; end: Date }[]) => busy.map((b) => [b.start.toISOString(), b.end.toISOString()]);

describe('busyFromICalendar', () => {
  it('reads zoned, UTC, recurring and floating events; skips free and cancelled ones', () => {
    expect(asPairs(busyFromICalendar(FEED, window, 'Australia/Perth'))).toEqual([
      ['2026-11-22T23:00:00.000Z', '2026-11-23T00:00:00.000Z'],
      ['2026-11-23T03:00:00.000Z', '2026-11-23T04:00:00.000Z'],
      ['2026-11-23T22:00:00.000Z', '2026-11-23T23:00:00.000Z'],
      ['2026-11-25T04:00:00.000Z', '2026-11-25T05:00:00.000Z'], // 12:00 AWST
      ['2026-11-30T22:00:00.000Z', '2026-11-30T23:00:00.000Z'],
      ['2026-12-07T22:00:00.000Z', '2026-12-07T23:00:00.000Z'],
    ]);
  });

  it('keeps only what overlaps the window', () => {
    expect(busyFromICalendar(FEED, { from: new Date('2026-12-01T00:00:00Z'), to: new Date('2026-12-31T00:00:00Z') }, 'UTC')).toHaveLength(1);
  });
});

// A local HTTP server stands in for the psychologist's calendar provider (the edge we cannot reach).
let server: http.Server;
let base = '';
let hits = 0;
beforeAll(async () => {
  await connectTestDatabase(__filename);
  server = http.createServer((req, res) => {
    hits++;
    if (req.url === '/busy.ics') res.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED);
    else if (req.url === '/broken.ics') res.writeHead(500).end('no');
    // '/hang.ics' never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.BUSY_CALENDAR_ALLOW_HTTP = '1';
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await disconnectTestDatabase();
});

describe('fetchBusyCalendar', () => {
  it('refuses plain http unless allowed, and gives up on a feed that does not answer in time', async () => {
    await expect(fetchBusyCalendar(`${base}/busy.ics`, window, 'UTC')).rejects.toThrow('Refusing');
    await expect(fetchBusyCalendar(`${base}/hang.ics`, window, 'UTC', { allowHttp: true, timeoutMs: 200 })).rejects.toThrow();
    await expect(fetchBusyCalendar(`${base}/broken.ics`, window, 'UTC', { allowHttp: true })).rejects.toThrow('500');
  });
});

describe('a psychologist’s busy calendar in their slots', () => {
  const monday = { from: new Date('2026-11-22T13:00:00Z'), to: new Date('2026-11-23T13:00:00Z'), durationMinutes: 50, now: new Date('2026-11-20T00:00:00Z') };
  async function psychologist(id: string, busyCalendarUrl: string) {
    await AvailabilityModel.create({
      _id: id, psychologistId: id, timeZone: 'Australia/Sydney', weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
      overrides: [], timeOff: [], durationsOffered: [50], bufferMinutes: 10, minimumNoticeHours: 0, horizonDays: 56, isAvailableForNewClients: true, busyCalendarUrl, updatedAt: new Date(),
    });
  }

  it('leaves out the feed’s busy times (plus the break after them), fetching the feed once', async () => {
    await psychologist('cal-psy', `${base}/busy.ics`);
    hits = 0;
    const labels = (await findSlots('cal-psy', monday)).map((slot) => presentSlot(slot, 'Australia/Sydney').timeLabel);
    expect(labels).toEqual(['9:00 am', '11:30 am', '12:00 pm', '12:30 pm', '1:00 pm', '3:30 pm', '4:00 pm']);
    await findSlots('cal-psy', monday);
    expect(hits).toBe(1);
  });

  it('a feed that fails counts as no busy time', async () => {
    await psychologist('cal-broken', `${base}/broken.ics`);
    expect(await findSlots('cal-broken', monday)).toHaveLength(15);
  });
});
