import { lazy, Suspense, useState } from 'react';
import { useDialogs, useToasts } from '@harbour/platform';
import { Link } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useApprovePractitionerMutation, useDeclinePractitionerMutation, useListPractitionersAwaitingApprovalQuery, type PractitionerSummary } from '@harbour/sdk/accounts';
import { Button, Container, formatDateInZone, LoadError, Loading } from '@harbour/ui';
import { awaitingWords, PRACTITIONER_TYPE, practitionerName, providerNumberWords } from './practitioner-words';

// Below the queue, and the reason dialog: loaded on demand so the console's first visit stays within its size budget.
const ApprovedPractitioners = lazy(() => import('./ApprovedPractitioners').then((m) => ({ default: m.ApprovedPractitioners })));
const ReasonDialog = lazy(() => import('./ReasonDialog').then((m) => ({ default: m.ReasonDialog })));

// Harbour's operators work in Sydney time (domain.md); the date is when the email was verified.
const day = (iso: string) => formatDateInZone(iso, 'Australia/Sydney');

/** /admin/practitioners: psychologists and GPs waiting for approval, with what they submitted. */
export function PractitionerApprovalsPage() {
  const queue = useListPractitionersAwaitingApprovalQuery();
  const [approve] = useApprovePractitionerMutation();
  const [approving, setApproving] = useState<string>();
  const [decline] = useDeclinePractitionerMutation();
  const [declining, setDeclining] = useState<PractitionerSummary>();
  const dialogs = useDialogs();
  const toasts = useToasts();

  const onApprove = async (p: PractitionerSummary) => {
    const name = practitionerName(p);
    const sure = await dialogs.confirm(`Approve ${name} as a ${PRACTITIONER_TYPE[p.userType]}? They can then use Harbour, and we email them to say so.`, {
      title: 'Approve practitioner',
      confirmLabel: `Approve ${name}`,
      cancelLabel: 'Not yet',
    });
    if (!sure) return;
    setApproving(p.userId);
    try {
      // The mutation invalidates the queue, so the list reloads without them.
      await approve({ userId: p.userId }).unwrap();
      toasts.show({ type: 'success', message: `${name} is approved.` });
    } catch (error) {
      toasts.show({ type: 'error', message: `${name} is not approved. ${errorMessageOf(error)}` });
    } finally {
      setApproving(undefined);
    }
  };

  let content;
  if (queue.error) content = <LoadError what="the approval queue" message={errorMessageOf(queue.error)} onRetry={() => void queue.refetch()} />;
  else if (!queue.data) content = <Loading label="Loading the approval queue" />;
  else if (queue.data.practitioners.length === 0)
    content = <p>No practitioner awaits approval. Psychologists and GPs appear here once they have registered and verified their email.</p>;
  else
    content = (
      <>
        <p>{awaitingWords(queue.data.practitioners.length)}</p>
        <ul aria-label="Practitioners awaiting approval" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1.5rem' }}>
          {queue.data.practitioners.map((p) => (
            <li key={p.userId} aria-labelledby={`practitioner-${p.userId}`} style={{ borderBottom: '1px solid currentColor', paddingBottom: '1rem', overflowWrap: 'anywhere' }}>
              <h2 id={`practitioner-${p.userId}`} style={{ fontSize: '1.15rem', margin: 0 }}>
                {practitionerName(p)}
              </h2>
              <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, max-content) 1fr', gap: '0.25rem 1rem', margin: '0.75rem 0' }}>
                <dt>Type</dt>
                <dd style={{ margin: 0 }}>{PRACTITIONER_TYPE[p.userType]}</dd>
                <dt>Email</dt>
                <dd style={{ margin: 0 }}>{p.email}</dd>
                <dt>Provider number</dt>
                <dd style={{ margin: 0 }}>{providerNumberWords(p.providerNumber)}</dd>
                {p.userType === 'gp' && (
                  <>
                    <dt>Practice</dt>
                    <dd style={{ margin: 0 }}>{p.practiceName || 'Not given'}</dd>
                  </>
                )}
                <dt>Registered</dt>
                <dd style={{ margin: 0 }}>{day(String(p.createdAt))}</dd>
              </dl>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
                <Button type="button" loading={approving === p.userId} disabled={approving !== undefined} onClick={() => void onApprove(p)}>
                  Approve {practitionerName(p)}
                </Button>
                <Button type="button" variant="secondary" disabled={approving !== undefined} onClick={() => setDeclining(p)}>
                  Decline {practitionerName(p)}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <Container>
      <p>
        <Link to="/admin">Back to the console</Link>
      </p>
      <h1>Practitioner approvals</h1>
      {content}
      {declining && (
        <Suspense fallback={<Loading label="Opening the dialog" />}>
          <ReasonDialog
            title={`Decline ${practitionerName(declining)}`}
            explanation={`Declining ${practitionerName(declining)} takes them off the queue for good: they cannot sign in, and we email them the reason.`}
            actionLabel={`Decline ${practitionerName(declining)}`}
            onSubmit={async (reason) => {
              // The mutation invalidates the queue, so the list reloads without them.
              await decline({ userId: declining.userId, practitionerDecisionRequest: { reason } }).unwrap();
              toasts.show({ type: 'success', message: `${practitionerName(declining)} is declined and emailed the reason.` });
            }}
            onClose={() => setDeclining(undefined)}
          />
        </Suspense>
      )}
      <Suspense fallback={<Loading label="Loading the practitioners" />}>
        <ApprovedPractitioners />
      </Suspense>
    </Container>
  );
}
