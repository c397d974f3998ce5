import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from '@harbour/ui';
import { AreaNotFound } from '@harbour/area-runtime';
import { AccountHomePage } from './pages/AccountHomePage';
import { Dass21IntroPage } from './pages/Dass21IntroPage';
import { WelcomePage } from './pages/WelcomePage';

// Loaded when visited, so the area's first visit does not grow.
const MedicarePage = lazy(() => import('./medicare/MedicarePage').then((m) => ({ default: m.MedicarePage })));
const PartnerPage = lazy(() => import('./partner/PartnerPage').then((m) => ({ default: m.PartnerPage })));

/** mf-patient owns the client area /account/* and the DASS-21 check-in (ARCHITECTURE §2). */
export function App() {
  return (
    <Routes>
      <Route path="/account" element={<AccountHomePage />} />
      <Route path="/account/welcome" element={<WelcomePage />} />
      <Route
        path="/account/medicare"
        element={
          <Suspense fallback={<Loading label="Loading Medicare and funding" />}>
            <MedicarePage />
          </Suspense>
        }
      />
      <Route
        path="/account/profile/partner"
        element={
          <Suspense fallback={<Loading label="Loading your partner" />}>
            <PartnerPage />
          </Suspense>
        }
      />
      <Route path="/mental-health-assessment/dass21" element={<Dass21IntroPage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
