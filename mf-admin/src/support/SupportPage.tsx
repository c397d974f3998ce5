import { useState } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import { useListInboxQuery, type EnquiryState } from '@harbour/sdk/content-admin';
import { Container, LoadError, SelectField } from '@harbour/ui';
import { EnquiryCard } from './EnquiryCard';
import { emptyInboxWords, FILTERS } from './support-words';

/** /admin/support: contact and partner enquiries, newest first, filtered by state. */
export function SupportPage() {
  const [filter, setFilter] = useState('');
  const inbox = useListInboxQuery(filter ? { state: filter as EnquiryState } : {});

  let body;
  if (inbox.isLoading) body = <p aria-busy="true">Loading the inbox…</p>;
  else if (inbox.error) body = <LoadError what="the inbox" message={errorMessageOf(inbox.error)} onRetry={() => void inbox.refetch()} />;
  else if (!inbox.data?.enquiries.length) body = <p>{emptyInboxWords(filter)}</p>;
  else body = inbox.data.enquiries.map((enquiry) => <EnquiryCard key={enquiry.enquiryId} enquiry={enquiry} />);

  return (
    <Container>
      <h1>Support inbox</h1>
      <p>Messages from the contact form and partner enquiries, newest first. Assigning, replying and resolving are recorded in the audit trail.</p>
      <div style={{ maxWidth: '20rem' }}>
        <SelectField label="Show" name="state" value={filter} onChange={setFilter} options={FILTERS} />
      </div>
      <div aria-live="polite">{body}</div>
    </Container>
  );
}
