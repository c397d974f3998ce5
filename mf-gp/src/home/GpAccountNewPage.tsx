import { Link } from '@harbour/router';
import { Container } from '@harbour/ui';

/** /gp/account/new (spec §2): a new GP's first steps in their Harbour account. */
export function GpAccountNewPage() {
  return (
    <Container>
      <h1>Welcome to Harbour</h1>
      <p>Your GP account is ready. Three things to do first:</p>
      <ol>
        <li>
          <Link to="/gp/account/profile">Check your practice and provider number</Link>, so psychologists&apos; letters reach the right location.
        </li>
        <li>
          <Link to="/gp/account/referrals">Refer a patient</Link> to a Harbour psychologist.
        </li>
        <li>
          <Link to="/gp/account/correspondence">Read letters from psychologists</Link> about your patients.
        </li>
      </ol>
      <p>
        <Link to="/gp/account">Go to your account home</Link>
      </p>
    </Container>
  );
}
