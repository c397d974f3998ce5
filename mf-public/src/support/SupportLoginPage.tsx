import { Link } from '@harbour/router';
import { Container } from '@harbour/ui';
import { HelpAssistant } from './HelpAssistant';
import { StillNeedHelp } from './StillNeedHelp';

/** `/support-hub/login` (spec §2): practical help signing in. */
export function SupportLoginPage() {
  return (
    <Container>
      <p>
        <Link to="/support-hub">Support hub</Link>
      </p>
      <h1>Help signing in</h1>
      <p>
        Everyone signs in on the same page: clients, psychologists and GPs. Choose <strong>Sign in</strong> at the top of any page, then
        enter the email address and password you signed up with.
      </p>

      <section aria-labelledby="forgot">
        <h2 id="forgot">I forgot my password</h2>
        <ol>
          <li>
            Go to <Link to="/auth/forgot-password">reset your password</Link> (or choose “Forgot password?” on the sign-in page).
          </li>
          <li>Enter your email address. We email you a 6-digit code.</li>
          <li>Enter the code and choose a new password of at least 10 characters, with a letter and a number or symbol.</li>
        </ol>
      </section>

      <section aria-labelledby="code">
        <h2 id="code">My verification code did not arrive</h2>
        <ul>
          <li>Wait a minute and check your junk or spam folder; the email comes from Harbour.</li>
          <li>Check the address you typed. If it was wrong, start again with the right one.</li>
          <li>
            On the code step, choose <strong>Send a new code</strong>. You can ask once a minute; only the newest code works.
          </li>
          <li>
            Closed the page before entering the code? <Link to="/signup">Start signing up again</Link> with the same email address and
            we send a fresh code.
          </li>
        </ul>
      </section>

      <section aria-labelledby="wait">
        <h2 id="wait">It says to wait before trying again</h2>
        <p>
          After 5 wrong passwords, each further try has to wait longer: 1, 2, 4, 8, then 15 minutes. This stops anyone guessing your
          password. You do not have to wait to <Link to="/auth/forgot-password">reset your password</Link>.
        </p>
      </section>

      <section aria-labelledby="partner">
        <h2 id="partner">I came through my health fund, employer or another partner</h2>
        <p>
          Create your account from the link your organisation gave you (it looks like <code>harbour…/signup/your-fund</code>), so your
          funded sessions are applied. After that, sign in on the usual sign-in page: there is no separate partner sign-in. If your
          organisation’s link does not work, <Link to="/contact?topic=account">tell us</Link> which organisation it is.
        </p>
        <p>
          Organisations that want to offer Harbour to their people can <Link to="/organisations">enquire about partnering</Link>.
        </p>
      </section>

      <section aria-labelledby="practitioners">
        <h2 id="practitioners">Psychologists and GPs</h2>
        <p>
          Sign in with the email address you registered with. A new psychologist or GP account shows “awaiting approval” until we have
          checked your registration, usually within two business days. To register, use{' '}
          <Link to="/psychologists/signup">psychologist sign-up</Link> or <Link to="/gp/signup">GP sign-up</Link>.
        </p>
      </section>

      <section aria-labelledby="who">
        <h2 id="who">Who to contact</h2>
        <p>
          If none of this helps, <Link to="/contact?topic=account">send us a message</Link> choosing “My account and signing in”. Write
          from the email address on your account if you can, and never send us your password.
        </p>
      </section>
      <StillNeedHelp />
      <HelpAssistant />
    </Container>
  );
}
