import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { COLLAPSE } from './breakpoints';
import { useEvents, useInbox } from '@harbour/platform';
import { VisuallyHidden, rgb } from '@harbour/ui';
import { unreadReportsOf } from './unread-report';

/** Spec §9 unread-badge colour; dark text on it reads at 5.9:1 (white would not reach 4.5:1). */
const BADGE = '#B37C37';

const Toggle = styled.button`
  font: inherit;
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  background: none;
  border: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
  border-radius: 999px;
  padding: 0.35rem 0.9rem;
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  cursor: pointer;
  color: ${({ theme }) => rgb(theme.colours.dark)};
`;

// Under 768 px the word gives way to an envelope so the header fits a phone beside the brand, the
// person's menu and Menu; the button's name stays "Messages" (the word is still there, unseen).
const Word = styled.span`
  ${COLLAPSE} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
const Envelope = styled.svg`
  display: none;
  ${COLLAPSE} {
    display: block;
  }
`;

const Badge = styled.span`
  min-width: 1.4rem;
  padding: 0 0.35rem;
  border-radius: 999px;
  background: ${BADGE};
  color: #111;
  font-weight: 700;
  text-align: center;
`;

/**
 * The header's way into the inbox, with the unread count mf-messaging reports (platform event
 * `messaging:unread`, kept by unread-report even while no header is shown). Shown only while
 * messaging shows for the signed-in user (spec §6).
 */
export function InboxButton() {
  const events = useEvents();
  const inbox = useInbox();
  const reports = unreadReportsOf(events);
  const unread = useSyncExternalStore(reports.subscribe, reports.get);
  if (!unread.visible) return null;
  // The name is the visible text plus " unread" ("Messages 1 unread"): an aria-label that said it
  // differently ("Messages, 1 unread") did not contain what sighted speech-input users see.
  return (
    <Toggle type="button" onClick={() => inbox.open()} data-testid="header-inbox">
      <Envelope aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" />
      </Envelope>
      <Word>Messages</Word>
      {unread.count > 0 && (
        <>
          <Badge data-testid="header-unread">{unread.count}</Badge>
          <VisuallyHidden> unread</VisuallyHidden>
        </>
      )}
    </Toggle>
  );
}
