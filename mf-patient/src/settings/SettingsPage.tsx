import { useGetPatientProfileQuery } from '@harbour/sdk/users';
import { Page } from '../layout/ui';
import { CardsSection } from './CardsSection';
import { CloseAccountSection } from './CloseAccountSection';
import { PasswordSection } from './PasswordSection';
import { PreferencesSection } from './PreferencesSection';

/** /account/settings: password, time zone and emails, saved cards, closing the account. */
export function SettingsPage() {
  const profile = useGetPatientProfileQuery();
  return (
    <Page>
      <h1>Settings</h1>
      {/* The profile carries the zone every page shows times in: read it again after a change. */}
      <PreferencesSection onSaved={() => void profile.refetch()} />
      <CardsSection />
      <PasswordSection />
      <CloseAccountSection />
    </Page>
  );
}
