import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from '@harbour/ui';
import { AreaNotFound } from '@harbour/area-runtime';
import { AccountHomePage } from './pages/AccountHomePage';
import { Dass21IntroPage } from './pages/Dass21IntroPage';
import { WelcomePage } from './pages/WelcomePage';

// Loaded when visited (the link in the psychologist's email), so the area's first visit does not grow.
const CustomBookingOfferPage = lazy(() => import('./custom-bookings/CustomBookingOfferPage').then((m) => ({ default: m.CustomBookingOfferPage })));

/** mf-patient owns the client area /account/* and the DASS-21 check-in (ARCHITECTURE §2). */
export function App() {
  return (
    <Routes>
      <Route path="/account" element={<AccountHomePage />} />
      <Route path="/account/welcome" element={<WelcomePage />} />
      <Route
        path="/account/custom-bookings/:id"
        element={
          <Suspense fallback={<Loading label="Loading the offer" />}>
            <CustomBookingOfferPage />
          </Suspense>
        }
      />
      <Route path="/mental-health-assessment/dass21" element={<Dass21IntroPage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
