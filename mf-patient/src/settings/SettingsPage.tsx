import { useGetPatientProfileQuery } from '@harbour/sdk/accounts';
import { Page } from '../layout/ui';
import { useClientZone } from '../layout/useClientZone';
import { CardsSection } from './CardsSection';
import { CloseAccountSection } from './CloseAccountSection';
import { PasswordSection } from './PasswordSection';
import { PreferencesSection } from './PreferencesSection';
import { TextMessagesSection } from './TextMessagesSection';

/** /account/settings: password, time zone and emails, text messages, saved cards, closing the account. */
export function SettingsPage() {
  const profile = useGetPatientProfileQuery();
  const zone = useClientZone();
  return (
    <Page>
      <h1>Settings</h1>
      {/* The profile carries the zone every page shows times in: read it again after a change. */}
      <PreferencesSection onSaved={() => void profile.refetch()} />
      <TextMessagesSection profilePhone={profile.data?.phone} zone={zone} />
      <CardsSection />
      <PasswordSection />
      <CloseAccountSection />
    </Page>
  );
}
