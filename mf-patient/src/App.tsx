import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from '@harbour/area-runtime';
import { Loading } from '@harbour/ui';
import { AccountHomePage } from './pages/AccountHomePage';
import { Dass21IntroPage } from './pages/Dass21IntroPage';
import { WelcomePage } from './pages/WelcomePage';

const SharedCaseNotesPage = lazy(() => import('./case-notes/SharedCaseNotesPage').then((m) => ({ default: m.SharedCaseNotesPage })));

/** mf-patient owns the client area /account/* and the DASS-21 check-in (ARCHITECTURE §2). */
export function App() {
  return (
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
