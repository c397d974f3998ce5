import { googleCalendarUrl, outlookCalendarUrl } from './add-to-calendar';

const event = {
  title: 'Harbour session with Jordan Ng',
  start: new Date('2026-12-06T23:00:00Z'),
  end: new Date('2026-12-06T23:50:00Z'),
  details: 'Join at https://harbour.example/session/s1 & bring headphones',
  location: 'Online (Harbour video)',
};

describe('add-to-calendar links', () => {
  it('Google: the event template with UTC start/end, every text encoded', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: event.title,
      dates: '20261206T230000Z/20261206T235000Z',
      details: event.details,
      location: event.location,
    });
  });

  it('Outlook: the compose deep link with ISO instants', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: event.title,
      startdt: '2026-12-06T23:00:00.000Z',
      enddt: '2026-12-06T23:50:00.000Z',
      body: event.details,
      location: event.location,
    });
  });
});
