import { Link } from '@harbour/router';
import { Container } from '@harbour/ui';
import { InvoiceSettings } from './InvoiceSettings';
import { MessagingSettings } from './MessagingSettings';
import { NotificationSettings } from './NotificationSettings';
import { PracticeRulesSettings } from './PracticeRulesSettings';

/**
 * /psychologists/account/settings: messaging on/off and its terms, time zone, new clients, the
 * late-cancellation window and fee, email notifications and invoice details. Each part saves on
 * its own, so an error in one never loses what was typed in another.
 */
export function SettingsPage() {
  return (
    <Container>
      <h1>Settings</h1>
      <p>
        Your weekly hours and session lengths are on your <Link to="/psychologists/account/availability">availability</Link> page.
      </p>
      <MessagingSettings />
      <PracticeRulesSettings />
      <NotificationSettings />
      <InvoiceSettings />
    </Container>
  );
}
