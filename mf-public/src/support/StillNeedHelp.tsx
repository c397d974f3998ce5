import { Link } from '@harbour/router';

/** The hub's "contact us" fallback, on every support page. */
export function StillNeedHelp() {
  return (
    <section aria-labelledby="still-need-help">
      <h2 id="still-need-help">Still need help?</h2>
      <ul>
        <li>
          <Link to="/contact">Contact us</Link>: our support team replies by email within two business days.
        </li>
        <li>
          <Link to="/support-hub/login">Help signing in</Link>: passwords, codes and partner sign-in.
        </li>
        <li>
          <Link to="/device-test">Test your camera, microphone and connection</Link> before a session.
        </li>
      </ul>
      <p>
        In an emergency call 000. For crisis support at any hour, call Lifeline on 13 11 14.
      </p>
    </section>
  );
}
