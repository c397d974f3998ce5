import { lazy, Suspense } from 'react';
import { Route, Routes } from '@harbour/router';
import { Loading } from '@harbour/ui';
import { AreaNotFound } from '@harbour/area-runtime';
import { CheckoutRoutes } from './checkout/CheckoutRoutes';

// The checkout's route table is small and loads with the area; each checkout step is its own
// chunk (see CheckoutRoutes). The session pages (video call included) load together on /session.
// A first visit downloads the entry and one step, or the session pages.
const SessionRoutes = lazy(() => import('./session/SessionRoutes').then((m) => ({ default: m.SessionRoutes })));

/** mf-booking owns /book/* and the session lifecycle /session/* (ARCHITECTURE §2). */
export function App() {
  return (
    <Routes>
      <Route
        path="/book/*"
        element={<CheckoutRoutes />}
      />
      <Route
        path="/session/*"
        element={
          <Suspense fallback={<Loading label="Loading your session" />}>
            <SessionRoutes />
          </Suspense>
        }
      />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
