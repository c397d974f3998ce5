import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from '@harbour/area-runtime';
import { AccountHomePage } from './pages/AccountHomePage';
import { Dass21IntroPage } from './pages/Dass21IntroPage';
import { WelcomePage } from './pages/WelcomePage';

/** mf-patient owns the client area /account/* and the DASS-21 check-in (ARCHITECTURE §2). */
export function App() {
  return (
    <Routes>
      <Route path="/account" element={<AccountHomePage />} />
      <Route path="/account/welcome" element={<WelcomePage />} />
      <Route path="/mental-health-assessment/dass21" element={<Dass21IntroPage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
