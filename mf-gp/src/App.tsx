import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from '@harbour/area-runtime';
import { GpAccountHomePage } from './pages/GpAccountHomePage';
import { GpSignupPage } from './pages/GpSignupPage';
import { GpVerifyPage } from './pages/GpVerifyPage';

/** mf-gp owns /gp/signup, /gp/verify and /gp/account/* (ARCHITECTURE §2). */
export function App() {
  return (
    <Routes>
      <Route path="/gp/signup" element={<GpSignupPage />} />
      <Route path="/gp/verify" element={<GpVerifyPage />} />
      <Route path="/gp/account" element={<GpAccountHomePage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
