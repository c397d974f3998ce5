import { fireEvent, render, screen } from '@testing-library/react';
import { sessionCalendarEvent } from '@harbour/calendar-links';
import { AddToCalendar } from './AddToCalendar';

const event = sessionCalendarEvent({ start: '2026-12-06T23:00:00Z', end: '2026-12-06T23:50:00Z', withName: 'Sam Psychologist', sessionUrl: 'https://harbour.example/session/s-1' });

describe('AddToCalendar', () => {
  const created: Blob[] = [];
  beforeEach(() => {
    created.length = 0;
    // jsdom has no object URLs: record what would be downloaded.
    URL.createObjectURL = (blob: Blob) => (created.push(blob), `blob:${created.length}`);
    URL.revokeObjectURL = () => undefined;
  });

  it('offers Google, Outlook (new tabs, said so) and the .ics file', async () => {
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    render(<AddToCalendar event={event} icsText="BEGIN:VCALENDAR" fileName="harbour-session-s-1.ics" label="Add this session to your calendar" />);
    const group = screen.getByRole('group', { name: 'Add this session to your calendar' });
    expect(group).toBeInTheDocument();
    const google = screen.getByRole('link', { name: 'Add to Google Calendar (opens in a new tab)' });
    expect(google.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/);
    expect(google).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Add to Outlook (opens in a new tab)' }).getAttribute('href')).toMatch(/^https:\/\/outlook\.live\.com\//);
    fireEvent.click(screen.getByRole('button', { name: 'Download calendar file (.ics)' }));
    expect(clicked).toEqual(['harbour-session-s-1.ics blob:1']);
    expect(created[0].type).toBe('text/calendar');
    expect(created[0].size).toBe('BEGIN:VCALENDAR'.length);
    click.mockRestore();
  });

  it('shows the file as loading until it is there, and says why when it cannot be made', () => {
    const { rerender } = render(<AddToCalendar event={event} fileName="x.ics" label="Add to calendar" />);
    expect(screen.getByRole('button', { name: /Download calendar file/ })).toHaveAttribute('aria-busy', 'true');
    rerender(<AddToCalendar event={event} fileName="x.ics" label="Add to calendar" icsProblem="the service is unavailable" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The calendar file could not be made: the service is unavailable');
  });
});
