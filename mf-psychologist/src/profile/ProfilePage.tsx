import { useState } from 'react';
import { Link } from '@harbour/router';
import { ACCOUNT_HOME, isApprovedUser, useAuth, usePlatform, useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPsychologistAvailabilityQuery } from '@harbour/sdk/availability';
import { useGetDirectoryListingQuery, type DirectoryListing } from '@harbour/sdk/directory';
import { Button, Container, Loading, LoadError, usePartsTogether } from '@harbour/ui';
import { Card } from '../layout/practiceStyles';
import { formOfListing, listingStatus, newListingForm, type ListingStatus } from './listing-form';
import { ListingForm } from './ListingForm';
import { ProfilePhoto, useProfilePhotoRead } from './ProfilePhoto';

export const PROFILE_PATH = '/psychologists/account/profile';

/** What the psychologist is told about where their listing shows. */
export function statusText(status: ListingStatus, accountApproved: boolean): string {
  switch (status) {
    case 'none':
      return accountApproved
        ? 'You have no directory listing yet. Fill in your details below: the directory shows you as soon as you create it.'
        : 'You have no directory listing yet. Prepare it below while Harbour checks your registration: it goes public once your account is approved.';
    case 'awaiting-approval':
      return 'Your listing is saved but not public yet: it shows in the directory once Harbour approves your account.';
    case 'hidden':
      return 'Your listing is hidden: clients and GPs cannot find you in the directory.';
    case 'listed':
      return 'Your listing is public: clients and GPs find you in the directory.';
  }
}

function NewClients() {
  const rules = useGetPsychologistAvailabilityQuery();
  if (!rules.data) return null;
  return (
    <p>
      The directory shows you as {rules.data.isAvailableForNewClients ? 'taking new clients' : 'not taking new clients'}. Change this, and your hours, in{' '}
      <Link to="/psychologists/account/settings">settings</Link> and <Link to="/psychologists/account/availability">availability</Link>.
    </p>
  );
}

/** The editor once the listing (or its absence) and the practice clock are known. */
function ListingEditor({ accountApproved }: { accountApproved: boolean }) {
  const listing = useGetDirectoryListingQuery();
  const rules = useGetPsychologistAvailabilityQuery();
  // The photo sits above the form: the parts show once its read has answered too.
  const photoAnswered = usePartsTogether([useProfilePhotoRead()]);
  const toasts = useToasts();
  const [saved, setSaved] = useState<DirectoryListing>();
  const missing = (listing.error as { status?: number } | undefined)?.status === 404;
  const current = saved ?? listing.data;

  if (listing.error && !missing) return <LoadError what="your directory listing" message={errorMessageOf(listing.error)} onRetry={() => void listing.refetch()} />;
  if ((!listing.data && !missing) || (missing && !rules.data && !rules.error) || !photoAnswered) return <Loading label="Loading your directory listing" />;
  const status = listingStatus(current);
  const initial = current ? formOfListing(current) : newListingForm(rules.data?.timeZone ?? 'Australia/Sydney');

  return (
    <>
      <Card as="div" role="status" aria-live="polite">
        <p style={{ margin: 0 }}>
          {statusText(status, accountApproved)}{' '}
          {status === 'listed' && current && <Link to={`/online-psychologists/${current.slug}`}>See your listing as clients do</Link>}
        </p>
      </Card>
      <ProfilePhoto />
      {accountApproved && <NewClients />}
      <h2>Directory details</h2>
      <ListingForm
        key={current ? 'existing' : 'new'}
        initial={initial}
        isNew={!current}
        onSaved={(next) => {
          setSaved(next);
          toasts.show({ type: 'success', message: current ? 'Listing saved.' : 'Listing created.' });
        }}
      />
    </>
  );
}

/**
 * /psychologists/account/profile: the psychologist creates and edits their own directory listing
 * and photo. Open to a psychologist still awaiting approval (the route is public and this page
 * checks who is signed in), so they can prepare it; it goes public once they are approved.
 */
export function ProfilePage() {
  const auth = useAuth();
  const platform = usePlatform();
  if (auth.status === 'pending') return <Loading label="Checking your sign-in" />;
  if (auth.status === 'unauthenticated') {
    return (
      <Container>
        <h1>Your profile</h1>
        <p>Sign in as a psychologist to prepare your directory listing.</p>
        <Button onClick={() => void platform.signIn({ returnTo: PROFILE_PATH })}>Sign in</Button>
      </Container>
    );
  }
  if (auth.user.userType !== 'psychologist') {
    return (
      <Container>
        <h1>Your profile</h1>
        <p>
          This page is for psychologists. <Link to={ACCOUNT_HOME[auth.user.userType]}>Go to your account</Link>
        </p>
      </Container>
    );
  }
  return (
    <Container>
      <h1>Your profile</h1>
      <p>What clients and GPs see in the directory.</p>
      <ListingEditor accountApproved={isApprovedUser(auth.user)} />
    </Container>
  );
}
