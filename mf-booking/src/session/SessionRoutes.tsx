import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@harbour/router';
import { AreaNotFound } from '@harbour/area-runtime';
import { Loading } from '@harbour/ui';
import { EnterPage } from './EnterPage';
import { QuestionnaireIntroPage, QuestionnaireQuestionsPage } from './QuestionnairePages';
import { ReviewPage } from './ReviewPage';

// The small pages come with this chunk; the waiting room, the call (with its WebRTC code) and the
// end of session (with booking the next one) each load when first visited.
const WaitingRoomPage = lazy(() => import('./WaitingRoomPage').then((m) => ({ default: m.WaitingRoomPage })));
const CallRoomPage = lazy(() => import('./CallRoomPage').then((m) => ({ default: m.CallRoomPage })));
const EndSessionPage = lazy(() => import('./EndSessionPage').then((m) => ({ default: m.EndSessionPage })));

const page = (element: ReactNode) => <Suspense fallback={<Loading label="Loading your session" />}>{element}</Suspense>;

/** The session lifecycle /session/* (spec §2 Sessions), loaded only when a /session page is visited. */
export function SessionRoutes() {
  return (
    <Routes>
      <Route path="enter" element={<EnterPage />} />
      <Route path="current/enter" element={<EnterPage />} />
      <Route path="review" element={<ReviewPage />} />
      <Route path="questionnaire" element={<QuestionnaireIntroPage />} />
      <Route path="questionnaire/questions" element={<QuestionnaireQuestionsPage />} />
      <Route path="current/:id" element={page(<CallRoomPage />)} />
      <Route path="new/:id" element={page(<CallRoomPage />)} />
      <Route path="new/:id/end" element={page(<EndSessionPage />)} />
      <Route path=":id" element={page(<WaitingRoomPage />)} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
