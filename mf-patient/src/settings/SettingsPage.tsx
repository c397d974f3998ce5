import { useGetPatientPreferencesQuery, useGetPatientProfileQuery, useGetSmsSettingsQuery } from '@harbour/sdk/accounts';
import { useGetTimezonesQuery } from '@harbour/sdk/reference-data';
import { Loading, usePartsTogether } from '@harbour/ui';
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
  // The parts show together once the reads of those above the cards have answered (the cards'
  // arrival moves nothing above them). The text messages part offers the profile's mobile, so the
  // profile is among them: it used to be offered only if the profile had answered first.
  const shown = usePartsTogether([profile, useGetPatientPreferencesQuery(), useGetTimezonesQuery(), useGetSmsSettingsQuery()]);
  return (
    <Page>
      <h1>Settings</h1>
      {shown ? (
        <>
          {/* The profile carries the zone every page shows times in: read it again after a change. */}
          <PreferencesSection onSaved={() => void profile.refetch()} />
          <TextMessagesSection profilePhone={profile.data?.phone} zone={zone} />
          <CardsSection />
          <PasswordSection />
          <CloseAccountSection />
        </>
      ) : (
        <Loading label="Loading your settings" />
      )}
    </Page>
  );
}
