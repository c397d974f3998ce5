import styled from 'styled-components';
import { googleCalendarUrl, outlookCalendarUrl, type CalendarEvent } from '@harbour/calendar-links';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { Button } from '../button/Button';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  align-items: center;
  list-style: none;
  margin: 0;
  padding: 0;
`;

export interface AddToCalendarProps {
  event: CalendarEvent;
  /** The event as an iCalendar file (the API's), once loaded. */
  icsText?: string;
  /** Why the file could not be had, if it could not. */
  icsProblem?: string;
  fileName: string;
  /** Names the group for screen readers, e.g. "Add this session to your calendar". */
  label: string;
}

/** How long the file's object URL lives: long enough for the browser to start the download. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Through a detached link, so no router or click handler on the page sees the download. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** "Add to Google Calendar", "Add to Outlook" and the .ics file, for one event. */
export function AddToCalendar({ event, icsText, icsProblem, fileName, label }: AddToCalendarProps) {
  const newTab = <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;
  return (
    <div role="group" aria-label={label}>
      <List>
      <li>
        <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          Add to Google Calendar{newTab}
        </a>
      </li>
      <li>
        <a href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          Add to Outlook{newTab}
        </a>
      </li>
      <li>
        {icsProblem ? (
          <span role="alert">The calendar file could not be made: {icsProblem}</span>
        ) : (
          <Button variant="link" loading={icsText === undefined} onClick={() => icsText !== undefined && download(icsText, fileName)}>
            Download calendar file (.ics)
          </Button>
        )}
        </li>
      </List>
    </div>
  );
}
