import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from '@harbour/area-runtime';
import { AvailabilityPage } from './availability/AvailabilityPage';
import { PsychologistAccountHomePage } from './pages/PsychologistAccountHomePage';
import { PsychologistSignupPage } from './pages/PsychologistSignupPage';

/** mf-psychologist owns /psychologists/signup and /psychologists/account/* (ARCHITECTURE §2). */
export function App() {
  return (
    <Routes>
      <Route path="/psychologists/signup" element={<PsychologistSignupPage />} />
      <Route path="/psychologists/account" element={<PsychologistAccountHomePage />} />
      <Route path="/psychologists/account/availability" element={<AvailabilityPage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
