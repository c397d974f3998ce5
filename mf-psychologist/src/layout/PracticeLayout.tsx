import { Suspense } from 'react';
import { Outlet } from '@harbour/router';
import { Loading } from '@harbour/ui';
import { PracticeNav } from './PracticeNav';

/** Every page under /psychologists/account: the practice navigation, then the page (loaded on first visit). */
export function PracticeLayout() {
  return (
    <>
      <PracticeNav />
      <Suspense fallback={<Loading label="Loading" />}>
        <Outlet />
      </Suspense>
    </>
  );
}
