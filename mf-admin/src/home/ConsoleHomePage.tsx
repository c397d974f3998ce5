import { Link } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useListPractitionersAwaitingApprovalQuery } from '@harbour/sdk/accounts';
import { Container, LoadError } from '@harbour/ui';
import { awaitingWords } from '../practitioners/practitioner-words';
import { StaleRatesNotice } from '../rates/StaleRatesNotice';

/** /admin: the operator's console home — what needs attention, with a link to each queue. */
export function ConsoleHomePage() {
  const pending = useListPractitionersAwaitingApprovalQuery();

  let count;
  if (pending.error) count = <LoadError what="the approval queue" message={errorMessageOf(pending.error)} onRetry={() => void pending.refetch()} />;
  else if (!pending.data) count = <p aria-busy="true">Counting practitioners awaiting approval…</p>;
  else count = <p>{pending.data.practitioners.length === 0 ? 'No practitioner awaits approval.' : awaitingWords(pending.data.practitioners.length)}</p>;

  return (
    <Container>
      <h1>Operator&apos;s console</h1>
      <p>What needs your attention in Harbour.</p>
      <section aria-labelledby="admin-approvals-heading">
        <h2 id="admin-approvals-heading">Practitioner approvals</h2>
        {count}
        <p>
          <Link to="/admin/practitioners">Review practitioner approvals</Link>
        </p>
      </section>
      <StaleRatesNotice />
      <p>
        <Link to="/admin/payments">Payments: failed charges, refunds and disputes</Link>
      </p>
      <p>
        <Link to="/admin/audit">Search the audit trail</Link>
      </p>
      <p>
        <Link to="/admin/people">People: find an account, export a person&apos;s data</Link>
      </p>
      <p>
        <Link to="/admin/support">Support inbox: contact and partner enquiries</Link>
      </p>
      <p>
        <Link to="/admin/content">Content: pages, articles and redirects</Link>
      </p>
      <p>
        <Link to="/admin/reports">Reports: sessions, revenue, new clients and referrals by week</Link>
      </p>
    </Container>
  );
}
