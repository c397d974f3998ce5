import { lazy, Suspense } from 'react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from '@harbour/area-runtime';
import { Loading } from '@harbour/ui';
import { AvailabilityPage } from './availability/AvailabilityPage';
import { PsychologistSignupPage } from './pages/PsychologistSignupPage';

// Practice pages load on first visit, so the area's entry does not grow (npm run size).
const PracticeHomePage = lazy(() => import('./home/PracticeHomePage').then((m) => ({ default: m.PracticeHomePage })));
const PatientsPage = lazy(() => import('./patients/PatientsPage').then((m) => ({ default: m.PatientsPage })));
const PatientPage = lazy(() => import('./patients/PatientPage').then((m) => ({ default: m.PatientPage })));
const CaseNotesPage = lazy(() => import('./case-notes/CaseNotesPage').then((m) => ({ default: m.CaseNotesPage })));
// The practice pages load when visited, so the area's first visit does not grow.
const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType<never>>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] as React.ComponentType })));
const SessionsPage = lazy(() => import('./sessions/SessionsPage').then((m) => ({ default: m.SessionsPage })));
const SessionDetailPage = named(() => import('./sessions/SessionDetailPage'), 'SessionDetailPage');
const StartSessionPage = named(() => import('./sessions/StartSessionPage'), 'StartSessionPage');
const CreateSessionPage = named(() => import('./sessions/CreateSessionPage'), 'CreateSessionPage');
const CustomBookingsPage = named(() => import('./custom-bookings/CustomBookingsPage'), 'CustomBookingsPage');
const OfferCustomBookingPage = named(() => import('./custom-bookings/OfferCustomBookingPage'), 'OfferCustomBookingPage');
const InvoicesPage = named(() => import('./invoices/InvoicesPage'), 'InvoicesPage');
const InvoiceDetailPage = named(() => import('./invoices/InvoiceDetailPage'), 'InvoiceDetailPage');
const CorrespondencePage = named(() => import('./correspondence/CorrespondencePage'), 'CorrespondencePage');
const ProvideReferralPage = named(() => import('./correspondence/ProvideReferralPage'), 'ProvideReferralPage');
const SettingsPage = named(() => import('./settings/SettingsPage'), 'SettingsPage');
const ProfilePage = named(() => import('./profile/ProfilePage'), 'ProfilePage');

const page = (element: ReactNode) => <Suspense fallback={<Loading label="Loading" />}>{element}</Suspense>;
const A = '/psychologists/account';

/** mf-psychologist owns /psychologists/signup and /psychologists/account/* (ARCHITECTURE §2). */
export function App() {
  return (
    <Suspense fallback={<Loading label="Loading your practice" />}>
      <Routes>
        <Route path="/psychologists/signup" element={<PsychologistSignupPage />} />
        <Route path="/psychologists/account" element={<PracticeHomePage />} />
        <Route path="/psychologists/account/patients" element={<PatientsPage />} />
        <Route path="/psychologists/account/patient/:pId" element={<PatientPage />} />
        <Route path="/psychologists/account/case-notes" element={<CaseNotesPage />} />
        <Route path="/psychologists/account/availability" element={<AvailabilityPage />} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </Suspense>
    <Routes>
      <Route path="/psychologists/signup" element={<PsychologistSignupPage />} />
      <Route path={A} element={<PsychologistAccountHomePage />} />
      <Route path={`${A}/availability`} element={<AvailabilityPage />} />
      <Route path={`${A}/sessions`} element={page(<SessionsPage view="all" />)} />
      <Route path={`${A}/sessions/upcoming`} element={page(<SessionsPage view="upcoming" />)} />
      <Route path={`${A}/sessions/past`} element={page(<SessionsPage view="past" />)} />
      <Route path={`${A}/sessions/start`} element={page(<StartSessionPage />)} />
      <Route path={`${A}/sessions/create`} element={page(<CreateSessionPage />)} />
      <Route path={`${A}/sessions/:sId`} element={page(<SessionDetailPage />)} />
      <Route path={`${A}/custom-bookings`} element={page(<CustomBookingsPage />)} />
      <Route path={`${A}/custom-bookings/book`} element={page(<OfferCustomBookingPage />)} />
      <Route path={`${A}/invoices`} element={page(<InvoicesPage />)} />
      <Route path={`${A}/invoices/:invoiceId`} element={page(<InvoiceDetailPage />)} />
      <Route path={`${A}/correspondence`} element={page(<CorrespondencePage />)} />
      <Route path={`${A}/provide-referral`} element={page(<ProvideReferralPage />)} />
      <Route path={`${A}/settings`} element={page(<SettingsPage />)} />
      <Route path={`${A}/profile`} element={page(<ProfilePage />)} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
