import { Route, Routes } from '@harbour/router';
import { AreaNotFound } from '@harbour/area-runtime';
import { CallRoomPage } from './CallRoomPage';
import { EndSessionPage } from './EndSessionPage';
import { EnterPage } from './EnterPage';
import { QuestionnaireIntroPage, QuestionnaireQuestionsPage } from './QuestionnairePages';
import { ReviewPage } from './ReviewPage';
import { WaitingRoomPage } from './WaitingRoomPage';

/** The session lifecycle /session/* (spec §2 Sessions), loaded only when a /session page is visited. */
export function SessionRoutes() {
  return (
    <Routes>
      <Route path="enter" element={<EnterPage />} />
      <Route path="current/enter" element={<EnterPage />} />
      <Route path="review" element={<ReviewPage />} />
      <Route path="questionnaire" element={<QuestionnaireIntroPage />} />
      <Route path="questionnaire/questions" element={<QuestionnaireQuestionsPage />} />
      <Route path="current/:id" element={<CallRoomPage />} />
      <Route path="new/:id" element={<CallRoomPage />} />
      <Route path="new/:id/end" element={<EndSessionPage />} />
      <Route path=":id" element={<WaitingRoomPage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
