import { Suspense } from 'react';
import { isApprovedUser, useAuth } from '@harbour/platform';
import { Outlet } from '@harbour/router';
import { Loading } from '@harbour/ui';
import { PracticeNav } from './PracticeNav';

/**
 * Every page under /psychologists/account: the practice navigation, then the page (loaded on first
 * visit). A psychologist awaiting approval reaches only their profile, so no navigation for them.
 */
export function PracticeLayout() {
  const auth = useAuth();
  const approved = auth.status === 'authenticated' && isApprovedUser(auth.user);
  return (
    <>
      {approved && <PracticeNav />}
      <Suspense fallback={<Loading label="Loading" />}>
        <Outlet />
      </Suspense>
    </>
  );
}
