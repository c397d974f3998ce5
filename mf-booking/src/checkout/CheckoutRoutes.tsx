import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@harbour/router';
import { Loading } from '@harbour/ui';
import { AreaNotFound, lazyPage, type FirstReads } from '@harbour/area-runtime';
import { referenceDataApi } from '@harbour/sdk/reference-data';

// One chunk per step: a first visit to any step downloads that step alone (the area's 35 kB
// first-visit budget); the next step's chunk is small and arrives while the client reads.
/** On /book the first step's three reference reads start beside its chunk (the page asks them without arguments). */
const choiceReads: FirstReads = ({ pathname }) =>
  /^\/book\/?$/.test(pathname)
    ? (['getTherapyTypes', 'getSessionDurationTypes', 'getTimezones'] as const).map((name) => ({
        name,
        start: (dispatch) => void dispatch(referenceDataApi.util.prefetch(name, undefined, {})),
      }))
    : [];
const SessionChoicePage = lazyPage(() => import('./SessionChoicePage').then((m) => ({ default: m.SessionChoicePage })), choiceReads);
const AvailabilityPage = lazy(() => import('./AvailabilityPage').then((m) => ({ default: m.AvailabilityPage })));
const FinalisePage = lazy(() => import('./FinalisePage').then((m) => ({ default: m.FinalisePage })));
const ConfirmationPage = lazy(() => import('./ConfirmationPage').then((m) => ({ default: m.ConfirmationPage })));

const step = (page: ReactNode) => <Suspense fallback={<Loading label="Loading booking" />}>{page}</Suspense>;

/** The checkout, /book/* (spec §2 Booking; checkout layout and guards in ../routes.ts). */
export function CheckoutRoutes() {
  return (
    <Routes>
      <Route index element={step(<SessionChoicePage />)} />
      <Route path="availability" element={step(<AvailabilityPage />)} />
      <Route path="finalise" element={step(<FinalisePage />)} />
      <Route path="confirmation" element={step(<ConfirmationPage />)} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
