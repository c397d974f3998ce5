import { lazy, Suspense } from 'react';
import { Route, Routes } from '@harbour/router';
import { AreaNotFound } from '@harbour/area-runtime';
import { Loading } from '@harbour/ui';
import { ConsoleHomePage } from './home/ConsoleHomePage';
import { PractitionerApprovalsPage } from './practitioners/PractitionerApprovalsPage';
import { RatesPage } from './rates/RatesPage';
import { DiscountCodesPage } from './discount-codes/DiscountCodesPage';
import { PaymentsPage } from './payments/PaymentsPage';

// Loaded when visited (with the SDK's practice module), so the console's first visit does not grow.
const AuditTrailPage = lazy(() => import('./audit/AuditTrailPage').then((m) => ({ default: m.AuditTrailPage })));
const audit = <Suspense fallback={<Loading label="Loading the audit trail" />}><AuditTrailPage /></Suspense>;
const PeoplePage = lazy(() => import('./people/PeoplePage').then((m) => ({ default: m.PeoplePage })));
const people = <Suspense fallback={<Loading label="Loading people" />}><PeoplePage /></Suspense>;
const SupportPage = lazy(() => import('./support/SupportPage').then((m) => ({ default: m.SupportPage })));
const support = <Suspense fallback={<Loading label="Loading the support inbox" />}><SupportPage /></Suspense>;
const ContentListPage = lazy(() => import('./content/ContentListPage').then((m) => ({ default: m.ContentListPage })));
const ContentEditorPage = lazy(() => import('./content/ContentEditorPage').then((m) => ({ default: m.ContentEditorPage })));
const contentList = <Suspense fallback={<Loading label="Loading the content" />}><ContentListPage /></Suspense>;
const contentEditor = <Suspense fallback={<Loading label="Loading the editor" />}><ContentEditorPage /></Suspense>;
const FaqListPage = lazy(() => import('./content/faqs/FaqListPage').then((m) => ({ default: m.FaqListPage })));
const FaqEditorPage = lazy(() => import('./content/faqs/FaqEditorPage').then((m) => ({ default: m.FaqEditorPage })));
const faqList = <Suspense fallback={<Loading label="Loading the FAQs" />}><FaqListPage /></Suspense>;
const faqEditor = <Suspense fallback={<Loading label="Loading the FAQ editor" />}><FaqEditorPage /></Suspense>;
// The chart library comes with this page only, never with the console's first visit.
const ReportsPage = lazy(() => import('./reports/ReportsPage').then((m) => ({ default: m.ReportsPage })));
const reports = <Suspense fallback={<Loading label="Loading reports" />}><ReportsPage /></Suspense>;

/** mf-admin owns /admin/* : the operator's console, for administrators only (its route guard). */
export function App() {
  return (
    <Routes>
      <Route path="/admin" element={<ConsoleHomePage />} />
      <Route path="/admin/practitioners" element={<PractitionerApprovalsPage />} />
      <Route path="/admin/rates" element={<RatesPage />} />
      <Route path="/admin/discount-codes" element={<DiscountCodesPage />} />
      <Route path="/admin/payments" element={<PaymentsPage />} />
      <Route path="/admin/audit" element={audit} />
      <Route path="/admin/people" element={people} />
      <Route path="/admin/support" element={support} />
      <Route path="/admin/content" element={contentList} />
      <Route path="/admin/content/edit" element={contentEditor} />
      <Route path="/admin/content/faqs" element={faqList} />
      <Route path="/admin/content/faqs/edit" element={faqEditor} />
      <Route path="/admin/content/faqs/new" element={faqEditor} />
      <Route path="/admin/reports" element={reports} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
