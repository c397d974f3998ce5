import { googleCalendarUrl, outlookCalendarUrl, sessionCalendarEvent } from './index';

const event = sessionCalendarEvent({
  start: '2026-12-06T23:00:00.000Z',
  end: new Date('2026-12-06T23:50:00.000Z'),
  withName: 'Sam Psychologist',
  sessionUrl: 'https://harbour.example/session/s-1',
});

describe('add-to-calendar links', () => {
  it("fills Google Calendar's template with the UTC times, title, details and the session page", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Harbour session with Sam Psychologist',
      dates: '20261206T230000Z/20261206T235000Z',
      details: 'Video session with Sam Psychologist. Join from your session page, open from 15 minutes before the start: https://harbour.example/session/s-1',
      location: 'https://harbour.example/session/s-1',
    });
  });

  it("fills Outlook's compose link with ISO times", () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('rru')).toBe('addevent');
    expect(url.searchParams.get('subject')).toBe('Harbour session with Sam Psychologist');
    expect(url.searchParams.get('startdt')).toBe('2026-12-06T23:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2026-12-06T23:50:00.000Z');
    expect(url.searchParams.get('location')).toBe('https://harbour.example/session/s-1');
  });

  it('escapes what it is given (an ampersand in a name stays in the title)', () => {
    const url = new URL(googleCalendarUrl({ ...event, title: 'Tom & Jo' }));
    expect(url.searchParams.get('text')).toBe('Tom & Jo');
    expect(url.searchParams.get('dates')).toBe('20261206T230000Z/20261206T235000Z');
  });
});
