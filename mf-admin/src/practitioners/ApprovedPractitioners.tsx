import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useListApprovedPractitionersQuery, useReinstatePractitionerMutation, useSuspendPractitionerMutation, type PractitionerSummary } from '@harbour/sdk/accounts';
import { Button, formatDateInZone, LoadError, Loading, TextField } from '@harbour/ui';
import { PRACTITIONER_TYPE, practitionerName, standingWords } from './practitioner-words';
import { ReasonDialog } from './ReasonDialog';

// Only a suspended psychologist's entry needs it (and the SDK's sessions module): loaded then.
const SessionsToCheck = lazy(() => import('./SessionsToCheck').then((m) => ({ default: m.SessionsToCheck })));

type Decision = { kind: 'suspend' | 'reinstate'; practitioner: PractitionerSummary };

const sydneyDay = (iso: string) => formatDateInZone(iso, 'Australia/Sydney');

/** The approved (and suspended) psychologists and GPs, searched and paged, with Suspend and Reinstate. */
export function ApprovedPractitioners() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useListApprovedPractitionersQuery({ search: search || undefined, page });
  const [suspend] = useSuspendPractitionerMutation();
  const [reinstate] = useReinstatePractitionerMutation();
  const [deciding, setDeciding] = useState<Decision>();
  const toasts = useToasts();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };

  const decide = async ({ kind, practitioner }: Decision, reason: string) => {
    const call = kind === 'suspend' ? suspend : reinstate;
    // The mutation invalidates this list, so it reloads with their new standing.
    await call({ userId: practitioner.userId, practitionerDecisionRequest: { reason } }).unwrap();
    const name = practitionerName(practitioner);
    toasts.show({ type: 'success', message: kind === 'suspend' ? `${name} is suspended and emailed the reason.` : `${name} is reinstated and emailed.` });
  };

  let content;
  if (list.error) content = <LoadError what="the practitioners" message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />;
  else if (!list.data || (list.isFetching && list.data.page !== page)) content = <Loading label="Loading the practitioners" />;
  else if (list.data.practitioners.length === 0) content = <p>{search ? `No approved practitioner matches “${search}”.` : 'No practitioner is approved yet.'}</p>;
  else {
    const pages = Math.max(1, Math.ceil(list.data.total / list.data.pageSize));
    content = (
      <>
        <ul aria-label="Approved practitioners" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1.25rem' }}>
          {list.data.practitioners.map((p) => {
            const name = practitionerName(p);
            return (
              <li key={p.userId} aria-labelledby={`approved-${p.userId}`} style={{ borderBottom: '1px solid currentColor', paddingBottom: '1rem', overflowWrap: 'anywhere' }}>
                <h3 id={`approved-${p.userId}`} style={{ fontSize: '1.1rem', margin: 0 }}>
                  {name}
                </h3>
                <p style={{ margin: '0.5rem 0' }}>
                  {PRACTITIONER_TYPE[p.userType]} · {p.email}
                </p>
                <p style={{ margin: '0.5rem 0' }}>{standingWords(p, sydneyDay)}</p>
                {p.suspendedAt && p.userType === 'psychologist' && (
                  <Suspense fallback={<Loading label={`Loading ${name}'s booked sessions`} />}>
                    <SessionsToCheck psychologistId={p.userId} name={name} />
                  </Suspense>
                )}
                {p.suspendedAt ? (
                  <Button type="button" variant="secondary" onClick={() => setDeciding({ kind: 'reinstate', practitioner: p })}>
                    Reinstate {name}
                  </Button>
                ) : (
                  <Button type="button" variant="secondary" onClick={() => setDeciding({ kind: 'suspend', practitioner: p })}>
                    Suspend {name}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        <nav aria-label="Practitioner pages" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' }}>
          <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <span>
            Page {list.data.page} of {pages} ({list.data.total} in all)
          </span>
          <Button type="button" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next page
          </Button>
        </nav>
      </>
    );
  }

  const name = deciding && practitionerName(deciding.practitioner);
  return (
    <section aria-labelledby="approved-practitioners-heading" style={{ marginTop: '2.5rem' }}>
      <h2 id="approved-practitioners-heading">Practitioners</h2>
      <form role="search" aria-label="Practitioners" onSubmit={onSearch} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '0.75rem', marginBottom: '1rem' }}>
        <div style={{ flex: '1 1 16rem' }}>
          <TextField label="Name or email" name="search" type="search" value={typed} onChange={setTyped} />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {content}
      {deciding && name && (
        <ReasonDialog
          title={deciding.kind === 'suspend' ? `Suspend ${name}` : `Reinstate ${name}`}
          explanation={
            deciding.kind === 'suspend'
              ? `Suspending ${name} signs them out everywhere, stops them signing in and hides them from the directory and search. Their booked sessions stay: check each one. We email them the reason.`
              : `Reinstating ${name} lets them sign in again and lists them in the directory. We email them.`
          }
          actionLabel={deciding.kind === 'suspend' ? `Suspend ${name}` : `Reinstate ${name}`}
          onSubmit={(reason) => decide(deciding, reason)}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </section>
  );
}
