import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from '@harbour/area-runtime';
import { Loading } from '@harbour/ui';
import { GpAccountHomePage } from './pages/GpAccountHomePage';
import { GpSignupPage } from './pages/GpSignupPage';
import { GpVerifyPage } from './pages/GpVerifyPage';

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
      <Route path="/gp/account/send-referral" element={lazily(<SendReferralPage />)} />
      <Route path="/gp/account/provide-referral" element={lazily(<ProvideReferralPage />)} />
      <Route path="/gp/account/referrals" element={lazily(<ReferralsPage />)} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
