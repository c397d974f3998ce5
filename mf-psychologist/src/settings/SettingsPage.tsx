import { Link } from '@harbour/router';
import { useGetPsychologistAvailabilityQuery } from '@harbour/sdk/availability';
import { useGetPsychologistPreferencesQuery } from '@harbour/sdk/directory';
import { useGetMessagingStatusesQuery } from '@harbour/sdk/messaging';
import { useGetPracticeBusinessDetailsQuery } from '@harbour/sdk/practice';
import { useGetTimezonesQuery } from '@harbour/sdk/reference-data';
import { Container, Loading, usePartsTogether } from '@harbour/ui';
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
  // The parts show together once their reads have answered (usePartsTogether says why).
  const shown = usePartsTogether([useGetMessagingStatusesQuery(), useGetPsychologistAvailabilityQuery(), useGetTimezonesQuery(), useGetPsychologistPreferencesQuery(), useGetPracticeBusinessDetailsQuery()]);
  return (
    <Container>
      <h1>Settings</h1>
      <p>
        Your weekly hours and session lengths are on your <Link to="/psychologists/account/availability">availability</Link> page.
      </p>
      {shown ? (
        <>
          <MessagingSettings />
          <PracticeRulesSettings />
          <NotificationSettings />
          <InvoiceSettings />
        </>
      ) : (
        <Loading label="Loading your settings" />
      )}
    </Container>
  );
}
