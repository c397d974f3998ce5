import { useState } from 'react';
import { useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetReceivedCorrespondenceQuery, useMarkGpLetterReadMutation, type GpLetter } from '@harbour/sdk/correspondence';
import { Button, Container, formatDateInZone, LoadError, Loading } from '@harbour/ui';
import { downloadWithToken } from '@harbour/area-runtime';
import { ReplyForm } from './ReplyForm';

const day = (iso: string) => formatDateInZone(iso, 'Australia/Sydney');

/** /gp/account/correspondence: letters psychologists sent this GP, unread first marked, opened (marked read) and downloaded as PDFs. */
export function GpCorrespondencePage() {
  const toasts = useToasts();
  const letters = useGetReceivedCorrespondenceQuery();
  const [markRead] = useMarkGpLetterReadMutation();
  const [openId, setOpenId] = useState<string>();

  const open = async (letter: GpLetter) => {
    setOpenId(letter.letterId === openId ? undefined : letter.letterId);
    if (letter.readAt) return;
    try {
      await markRead({ letterId: letter.letterId }).unwrap();
      void letters.refetch();
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessageOf(error) });
    }
  };

  const download = async (letter: GpLetter) => {
    try {
      await downloadWithToken(`/practice/correspondence/${encodeURIComponent(letter.letterId)}/pdf`, `letter-${letter.letterId}.pdf`);
    } catch (error) {
      toasts.show({ type: 'error', message: (error as Error).message });
    }
  };

  let content;
  if (letters.error) content = <LoadError what="your letters" message={errorMessageOf(letters.error)} onRetry={() => void letters.refetch()} />;
  else if (!letters.data) content = <Loading label="Loading your letters" />;
  else if (letters.data.letters.length === 0) content = <p>No letters yet. When a psychologist writes to you about a patient, the letter appears here and we email you.</p>;
  else
    content = (
      <ul aria-label="Letters" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem' }}>
        {letters.data.letters.map((l) => (
          <li key={l.letterId} style={{ borderBottom: '1px solid currentColor', paddingBottom: '1rem', overflowWrap: 'anywhere' }}>
            <h2 style={{ fontSize: '1.1rem', margin: 0 }}>
              {!l.readAt && <span>Unread: </span>}
              {l.subject}
            </h2>
            <p style={{ margin: '0.25rem 0' }}>
              From {l.psychologistName} about {l.patientName}, {day(String(l.sentAt))}
            </p>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
              <Button type="button" aria-expanded={openId === l.letterId} onClick={() => void open(l)}>
                {openId === l.letterId ? 'Close' : 'Read'} “{l.subject}”
              </Button>
              <Button type="button" variant="secondary" onClick={() => void download(l)}>
                PDF of “{l.subject}”
              </Button>
            </div>
            {openId === l.letterId && (
              <>
                <div style={{ whiteSpace: 'pre-wrap', marginTop: '1rem' }}>{l.body}</div>
                <ReplyForm letter={l} />
              </>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <Container>
      <h1>Correspondence</h1>
      {content}
    </Container>
  );
}
