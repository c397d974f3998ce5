import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from '@harbour/ui';
import { AreaNotFound } from '@harbour/area-runtime';

// Each half of the area loads when one of its pages is visited: checkout on /book, the session
// pages (video call included) on /session. A first visit downloads the entry and one of them.
const CheckoutRoutes = lazy(() => import('./checkout/CheckoutRoutes').then((m) => ({ default: m.CheckoutRoutes })));
const SessionRoutes = lazy(() => import('./session/SessionRoutes').then((m) => ({ default: m.SessionRoutes })));

/** mf-booking owns /book/* and the session lifecycle /session/* (ARCHITECTURE §2). */
export function App() {
  return (
    <Routes>
      <Route
        path="/book/*"
        element={
          <Suspense fallback={<Loading label="Loading booking" />}>
            <CheckoutRoutes />
          </Suspense>
        }
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
