import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from '@harbour/ui';
import { AreaNotFound } from '@harbour/area-runtime';
import { Loading } from '@harbour/ui';
import { AccountHomePage } from './pages/AccountHomePage';
import { WelcomePage } from './pages/WelcomePage';

// The check-in loads when visited, so the area's first visit does not grow with it.
const Dass21Page = lazy(() => import('./dass21/Dass21Page').then((m) => ({ default: m.Dass21Page })));
import { Loading } from '@harbour/ui';
import { Dass21IntroPage } from './pages/Dass21IntroPage';
import { WelcomePage } from './pages/WelcomePage';

// The client area (home, sessions, profile, settings) loads as its own chunk on the first /account visit.
const AccountRoutes = lazy(() => import('./layout/AccountRoutes').then((m) => ({ default: m.AccountRoutes })));
const SharedCaseNotesPage = lazy(() => import('./case-notes/SharedCaseNotesPage').then((m) => ({ default: m.SharedCaseNotesPage })));

/** mf-patient owns the client area /account/* and the DASS-21 check-in (ARCHITECTURE §2). */
export function App() {
  return (
    <Routes>
      <Route path="/account/welcome" element={<WelcomePage />} />
      <Route
        path="/mental-health-assessment/dass21"
        element={
          <Suspense fallback={<Loading label="Loading the check-in" />}>
            <Dass21Page />
          </Suspense>
        }
      />
        path="/account/*"
        element={
          <Suspense fallback={<Loading label="Loading your account" />}>
            <AccountRoutes />
          </Suspense>
        }
      />
      <Route path="/mental-health-assessment/dass21" element={<Dass21IntroPage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
    <Suspense fallback={<Loading label="Loading your account" />}>
      <Routes>
        <Route path="/account" element={<AccountHomePage />} />
        <Route path="/account/welcome" element={<WelcomePage />} />
        <Route path="/account/case-notes" element={<SharedCaseNotesPage />} />
        <Route path="/mental-health-assessment/dass21" element={<Dass21IntroPage />} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </Suspense>
  );
}
