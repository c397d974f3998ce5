import { Link } from '@harbour/router';
import { Container } from '@harbour/ui';

/** `/gp` (spec §2): how GPs refer patients to Harbour psychologists, with the GP sign-up call to action. */
export function GpReferrersPage() {
  return (
    <Container>
      <h1>Refer your patients to a Harbour psychologist</h1>
      <p>
        Harbour connects your patients with registered psychologists for online sessions across Australia, usually within days. Referrals under a mental health
        treatment plan are covered by Medicare&apos;s Better Access initiative.
      </p>
      <section aria-labelledby="gp-how-heading">
        <h2 id="gp-how-heading">How referring works</h2>
        <ol>
          <li>Create your free GP account and verify your Medicare provider number.</li>
          <li>Send a referral or mental health care plan, choosing a psychologist or letting Harbour match your patient.</li>
          <li>Your patient is invited to book, with the referral already attached to their Medicare details.</li>
          <li>After the sixth session the psychologist reports back, and you can refer for up to four more sessions.</li>
        </ol>
      </section>
      <section aria-labelledby="gp-letters-heading">
        <h2 id="gp-letters-heading">Letters and referral requests in one place</h2>
        <p>Reports and referral requests from your patients&apos; psychologists arrive in your Harbour account, ready to read or download as PDFs.</p>
      </section>
      <p>
        <Link to="/gp/signup">Create your GP account</Link>
      </p>
    </Container>
  );
}
