import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@harbour/router';
import { AreaNotFound } from '@harbour/area-runtime';
import { Loading } from '@harbour/ui';
import { HomePage } from '../home/HomePage';
import { AccountNav } from './AccountNav';

// The home comes with this chunk; every other page loads when it is first visited.
const SessionsPage = lazy(() => import('../sessions/SessionsPage').then((m) => ({ default: m.SessionsPage })));
const SessionDetailPage = lazy(() => import('../sessions/SessionDetailPage').then((m) => ({ default: m.SessionDetailPage })));
const ReschedulePage = lazy(() => import('../sessions/ReschedulePage').then((m) => ({ default: m.ReschedulePage })));
const ProfilePage = lazy(() => import('../profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const SettingsPage = lazy(() => import('../settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const MedicarePage = lazy(() => import('../medicare/MedicarePage').then((m) => ({ default: m.MedicarePage })));
const PartnerPage = lazy(() => import('../partner/PartnerPage').then((m) => ({ default: m.PartnerPage })));
const CustomBookingOfferPage = lazy(() => import('../custom-bookings/CustomBookingOfferPage').then((m) => ({ default: m.CustomBookingOfferPage })));
const SharedCaseNotesPage = lazy(() => import('../case-notes/SharedCaseNotesPage').then((m) => ({ default: m.SharedCaseNotesPage })));

const page = (element: ReactNode, label: string) => <Suspense fallback={<Loading label={label} />}>{element}</Suspense>;

/** The client area under /account: its navigation, then the page. */
export function AccountRoutes() {
  return (
    <>
      <AccountNav />
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="sessions" element={page(<SessionsPage filter="all" />, 'Loading your sessions')} />
        <Route path="sessions/upcoming" element={page(<SessionsPage filter="upcoming" />, 'Loading your sessions')} />
        <Route path="sessions/past" element={page(<SessionsPage filter="past" />, 'Loading your sessions')} />
        <Route path="sessions/reschedule" element={page(<ReschedulePage />, 'Loading times')} />
        <Route path="sessions/:sessionId" element={page(<SessionDetailPage />, 'Loading your session')} />
        <Route path="profile" element={page(<ProfilePage />, 'Loading your profile')} />
        <Route path="settings" element={page(<SettingsPage />, 'Loading your settings')} />
        <Route path="medicare" element={page(<MedicarePage />, 'Loading your Medicare details')} />
        <Route path="profile/partner" element={page(<PartnerPage />, 'Loading your partner link')} />
        <Route path="custom-bookings/:id" element={page(<CustomBookingOfferPage />, 'Loading the offer')} />
        <Route path="case-notes" element={page(<SharedCaseNotesPage />, 'Loading your shared notes')} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </>
  );
}
