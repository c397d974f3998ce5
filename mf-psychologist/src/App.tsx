import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from '@harbour/router';
import { Loading } from '@harbour/ui';
import { AreaNotFound, lazyPage, type FirstReads } from '@harbour/area-runtime';
import { homesApi } from '@harbour/sdk/homes';
import { browserTimeZone } from '@harbour/ui';
import { PracticeLayout } from './layout/PracticeLayout';

// Practice pages load on first visit, so the area's entry does not grow (npm run size).
const named = <K extends string>(load: () => Promise<Record<K, ComponentType<never>>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
// Sign-up too: a practising psychologist's first visit is to their account, not the sign-up form.
const PsychologistSignupPage = named(() => import('./pages/PsychologistSignupPage'), 'PsychologistSignupPage');
/** On the home the one read (GET /homes/psychologist, in the browser's zone as the page asks) starts beside its chunk. */
const homeReads: FirstReads = ({ pathname }) =>
  /^\/psychologists\/account\/?$/.test(pathname)
    ? [{ name: 'getPsychologistHome', start: (dispatch) => void dispatch(homesApi.util.prefetch('getPsychologistHome', { timezoneId: browserTimeZone() }, {})) }]
    : [];
const PracticeHomePage = lazyPage(() => import('./home/PracticeHomePage').then((m) => ({ default: m.PracticeHomePage })), homeReads);
const PatientsPage = named(() => import('./patients/PatientsPage'), 'PatientsPage');
const PatientPage = named(() => import('./patients/PatientPage'), 'PatientPage');
const CaseNotesPage = named(() => import('./case-notes/CaseNotesPage'), 'CaseNotesPage');
const AvailabilityPage = named(() => import('./availability/AvailabilityPage'), 'AvailabilityPage');
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

/** mf-psychologist owns /psychologists/signup and /psychologists/account/* (ARCHITECTURE §2). */
export function App() {
  return (
    <Routes>
      <Route
        path="/psychologists/signup"
        element={
          <Suspense fallback={<Loading label="Loading sign-up" />}>
            <PsychologistSignupPage />
          </Suspense>
        }
      />
      <Route path="/psychologists/account" element={<PracticeLayout />}>
        <Route index element={<PracticeHomePage />} />
        <Route path="patients" element={<PatientsPage />} />
        <Route path="patient/:pId" element={<PatientPage />} />
        <Route path="case-notes" element={<CaseNotesPage />} />
        <Route path="availability" element={<AvailabilityPage />} />
        <Route path="sessions" element={<SessionsPage view="all" />} />
        <Route path="sessions/upcoming" element={<SessionsPage view="upcoming" />} />
        <Route path="sessions/past" element={<SessionsPage view="past" />} />
        <Route path="sessions/start" element={<StartSessionPage />} />
        <Route path="sessions/create" element={<CreateSessionPage />} />
        <Route path="sessions/:sId" element={<SessionDetailPage />} />
        <Route path="custom-bookings" element={<CustomBookingsPage />} />
        <Route path="custom-bookings/book" element={<OfferCustomBookingPage />} />
        <Route path="invoices" element={<InvoicesPage />} />
        <Route path="invoices/:invoiceId" element={<InvoiceDetailPage />} />
        <Route path="correspondence" element={<CorrespondencePage />} />
        <Route path="provide-referral" element={<ProvideReferralPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="*" element={<AreaNotFound />} />
      </Route>
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
