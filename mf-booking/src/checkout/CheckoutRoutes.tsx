import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from '@harbour/area-runtime';
import { AvailabilityPage } from './AvailabilityPage';
import { ConfirmationPage } from './ConfirmationPage';
import { FinalisePage } from './FinalisePage';
import { SessionChoicePage } from './SessionChoicePage';

/** The checkout, /book/* (spec §2 Booking; checkout layout and guards in ../routes.ts). */
export function CheckoutRoutes() {
  return (
    <Routes>
      <Route index element={<SessionChoicePage />} />
      <Route path="availability" element={<AvailabilityPage />} />
      <Route path="finalise" element={<FinalisePage />} />
      <Route path="confirmation" element={<ConfirmationPage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
