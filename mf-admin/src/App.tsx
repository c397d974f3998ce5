import { Route, Routes } from '@harbour/router';
import { AreaNotFound } from '@harbour/area-runtime';
import { ConsoleHomePage } from './home/ConsoleHomePage';
import { PractitionerApprovalsPage } from './practitioners/PractitionerApprovalsPage';
import { RatesPage } from './rates/RatesPage';
import { DiscountCodesPage } from './discount-codes/DiscountCodesPage';
import { AuditTrailPage } from './audit/AuditTrailPage';

/** mf-admin owns /admin/* : the operator's console, for administrators only (its route guard). */
export function App() {
  return (
    <Routes>
      <Route path="/admin" element={<ConsoleHomePage />} />
      <Route path="/admin/practitioners" element={<PractitionerApprovalsPage />} />
      <Route path="/admin/rates" element={<RatesPage />} />
      <Route path="/admin/discount-codes" element={<DiscountCodesPage />} />
      <Route path="/admin/audit" element={<AuditTrailPage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
