import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from '@harbour/area-runtime';
import { GpSignupPage } from './pages/GpSignupPage';

/** mf-gp owns /gp/signup, /gp/verify and /gp/account/* (ARCHITECTURE §2). */
export function App() {
  return (
    <Routes>
      <Route path="/gp/signup" element={<GpSignupPage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
