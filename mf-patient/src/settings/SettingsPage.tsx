import { useState } from 'react';
import { useGetPatientPreferencesQuery, useGetPatientProfileQuery, useGetSmsSettingsQuery } from '@harbour/sdk/accounts';
import { useGetTimezonesQuery } from '@harbour/sdk/reference-data';
import { Loading } from '@harbour/ui';
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
  // The parts show together, once the reads of those above the cards have answered (or failed):
  // shown one by one, a part that arrived moved the ones below it under a pressing finger, and the
  // text messages part took its number from the profile only if the profile had answered first.
  // Once shown they stay: a part that failed asks again itself.
  const firstReads = [profile, useGetPatientPreferencesQuery(), useGetTimezonesQuery(), useGetSmsSettingsQuery()];
  const [shown, setShown] = useState(false);
  if (!shown && firstReads.every((read) => !read.isUninitialized && !read.isLoading)) setShown(true);
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
