import { Link } from '@harbour/router';
import { Container } from '@harbour/ui';
import { DisputesList } from './DisputesList';
import { OutstandingPayments } from './OutstandingPayments';
import { PaidPayments } from './PaidPayments';

/** /admin/payments: what is owed (and a retry), what was paid (and refunds), and disputes. */
export function PaymentsPage() {
  return (
    <Container>
      <p>
        <Link to="/admin">Back to the console</Link>
      </p>
      <h1>Payments</h1>
      <p>Session payments by card, through Stripe. Times are Sydney time.</p>
      <section aria-labelledby="outstanding-heading">
        <h2 id="outstanding-heading">Failed and outstanding payments</h2>
        <OutstandingPayments />
      </section>
      <section aria-labelledby="paid-heading">
        <h2 id="paid-heading">Paid sessions and refunds</h2>
        <PaidPayments />
      </section>
      <section aria-labelledby="disputes-heading">
        <h2 id="disputes-heading">Disputes</h2>
        <DisputesList />
      </section>
    </Container>
  );
}
