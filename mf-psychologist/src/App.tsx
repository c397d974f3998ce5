import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from '@harbour/area-runtime';
import { Loading } from '@harbour/ui';
import { PsychologistSignupPage } from './pages/PsychologistSignupPage';

// Practice pages load on first visit, so the area's entry does not grow (npm run size).
const PracticeHomePage = lazy(() => import('./home/PracticeHomePage').then((m) => ({ default: m.PracticeHomePage })));
const PatientsPage = lazy(() => import('./patients/PatientsPage').then((m) => ({ default: m.PatientsPage })));
const PatientPage = lazy(() => import('./patients/PatientPage').then((m) => ({ default: m.PatientPage })));
const AvailabilityPage = lazy(() => import('./availability/AvailabilityPage').then((m) => ({ default: m.AvailabilityPage })));
const CaseNotesPage = lazy(() => import('./case-notes/CaseNotesPage').then((m) => ({ default: m.CaseNotesPage })));

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
  );
}
