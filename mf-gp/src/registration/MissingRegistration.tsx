import { Link } from '@harbour/router';

/** /gp/verify opened without its registration details (e.g. a link copied in part). */
export function MissingRegistration() {
  return (
    <>
      <h1>Check your email</h1>
      <p>
        This page is missing your registration details. If you have just registered, go back to the previous page;
        otherwise <Link to="/gp/signup">register as a GP</Link>.
      </p>
    </>
  );
}
