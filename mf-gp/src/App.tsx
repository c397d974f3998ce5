import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@harbour/router';
import { AreaNotFound } from '@harbour/area-runtime';
import { Loading } from '@harbour/ui';
import { GpAccountHomePage } from './pages/GpAccountHomePage';
import { GpSignupPage } from './pages/GpSignupPage';
import { GpVerifyPage } from './pages/GpVerifyPage';

// Loaded when visited, so the area's first visit does not grow.
const GpCorrespondencePage = lazy(() => import('./correspondence/GpCorrespondencePage').then((m) => ({ default: m.GpCorrespondencePage })));
const GpProfilePage = lazy(() => import('./profile/GpProfilePage').then((m) => ({ default: m.GpProfilePage })));
const GpAccountNewPage = lazy(() => import('./home/GpAccountNewPage').then((m) => ({ default: m.GpAccountNewPage })));
// Referral pages load on demand, so the area's first visit does not grow.
const SendReferralPage = lazy(() => import('./referrals/SendReferralPage').then((m) => ({ default: m.SendReferralPage })));
const ProvideReferralPage = lazy(() => import('./referrals/ProvideReferralPage').then((m) => ({ default: m.ProvideReferralPage })));
const ReferralsPage = lazy(() => import('./referrals/ReferralsPage').then((m) => ({ default: m.ReferralsPage })));
const lazily = (page: ReactNode) => <Suspense fallback={<Loading label="Loading referrals" />}>{page}</Suspense>;

/** mf-gp owns /gp/signup, /gp/verify and /gp/account/* (ARCHITECTURE §2). */
export function App() {
  return (
    <Routes>
      <Route path="/gp/signup" element={<GpSignupPage />} />
      <Route path="/gp/verify" element={<GpVerifyPage />} />
      <Route path="/gp/account" element={<GpAccountHomePage />} />
      <Route
        path="/gp/account/correspondence"
        element={
          <Suspense fallback={<Loading label="Loading your letters" />}>
            <GpCorrespondencePage />
          </Suspense>
        }
      />
      <Route
        path="/gp/account/profile"
        element={
          <Suspense fallback={<Loading label="Loading your profile" />}>
            <GpProfilePage />
          </Suspense>
        }
      />
      <Route
        path="/gp/account/new"
        element={
          <Suspense fallback={<Loading label="Loading the page" />}>
            <GpAccountNewPage />
          </Suspense>
        }
      />
      <Route path="/gp/account/send-referral" element={lazily(<SendReferralPage />)} />
      <Route path="/gp/account/provide-referral" element={lazily(<ProvideReferralPage />)} />
      <Route path="/gp/account/referrals" element={lazily(<ReferralsPage />)} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
