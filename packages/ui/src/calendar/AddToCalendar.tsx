import { useEffect, useMemo } from 'react';
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

/** A detached link, so no router or click handler on the page sees the download. */
function download(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
}

/** "Add to Google Calendar", "Add to Outlook" and the .ics file, for one event. */
export function AddToCalendar({ event, icsText, icsProblem, fileName, label }: AddToCalendarProps) {
  const icsUrl = useMemo(() => (icsText ? URL.createObjectURL(new Blob([icsText], { type: 'text/calendar' })) : undefined), [icsText]);
  useEffect(() => () => (icsUrl ? URL.revokeObjectURL(icsUrl) : undefined), [icsUrl]);
  const newTab = <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;
  return (
    <List role="group" aria-label={label}>
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
          <Button variant="link" loading={!icsUrl} onClick={() => icsUrl && download(icsUrl, fileName)}>
            Download calendar file (.ics)
          </Button>
        )}
      </li>
    </List>
  );
}
