import type { EnquiryState, InboxEnquiry } from '@harbour/sdk/content-admin';
import { formatInstant } from '@harbour/ui';

export const STATE_WORDS: Record<EnquiryState, string> = { new: 'New', assigned: 'Assigned', resolved: 'Resolved' };

export const FILTERS: { value: string; label: string }[] = [
  { value: '', label: 'All enquiries' },
  { value: 'new', label: 'New' },
  { value: 'assigned', label: 'Assigned' },
  { value: 'resolved', label: 'Resolved' },
];

export const kindWords = (kind: InboxEnquiry['kind']) => (kind === 'contact' ? 'Contact form' : 'Partner enquiry');
export const sydneyTime = (iso: string) => formatInstant(iso, 'shortDateTime', 'Australia/Sydney');

/** "Assigned to ops@…" or the state alone. */
export function standingWords(enquiry: Pick<InboxEnquiry, 'state' | 'assigneeEmail'>): string {
  const state = STATE_WORDS[enquiry.state] ?? enquiry.state;
  return enquiry.assigneeEmail ? `${state} (${enquiry.assigneeEmail})` : state;
}

export const emptyInboxWords = (filter: string) => (filter ? `No ${STATE_WORDS[filter as EnquiryState].toLowerCase()} enquiries.` : 'No enquiries yet.');
