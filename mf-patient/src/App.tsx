import { lazy, Suspense } from 'react';
import { Route, Routes } from '@harbour/router';
import { AreaNotFound, lazyPage, type FirstReads } from '@harbour/area-runtime';
import { homesApi } from '@harbour/sdk/homes';
import { Loading } from '@harbour/ui';
import { loadHomeCards } from './home/home-cards';
import { WelcomePage } from './pages/WelcomePage';

const isHome = (pathname: string) => /^\/account\/?$/.test(pathname);

/** On /account the home's one read (GET /homes/client) starts beside the chunk that shows it. */
export const accountReads: FirstReads = ({ pathname }) =>
  isHome(pathname) ? [{ name: 'getClientHome', start: (dispatch) => void dispatch(homesApi.util.prefetch('getClientHome', undefined, {})) }] : [];
// The client area (home, sessions, Medicare, profile, settings, …) loads as its own chunk on the first /account visit;
// on the home, the cards' code comes beside it.
const AccountRoutes = lazyPage(() => {
  if (isHome(window.location.pathname)) loadHomeCards().catch(() => undefined);
  return import('./layout/AccountRoutes').then((m) => ({ default: m.AccountRoutes }));
}, accountReads);
// The check-in loads when visited, so the area's first visit does not grow with it.
const Dass21Page = lazy(() => import('./dass21/Dass21Page').then((m) => ({ default: m.Dass21Page })));

/** mf-patient owns the client area /account/* and the DASS-21 check-in (ARCHITECTURE §2). */
export function App() {
  return (
    <Routes>
      <Route path="/account/welcome" element={<WelcomePage />} />
      <Route
        path="/account/*"
        element={
          <Suspense fallback={<Loading label="Loading your account" />}>
            <AccountRoutes />
          </Suspense>
        }
      />
      <Route
        path="/mental-health-assessment/dass21"
        element={
          <Suspense fallback={<Loading label="Loading the check-in" />}>
            <Dass21Page />
          </Suspense>
        }
      />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
