import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from '@harbour/area-runtime';
import { DirectoryPage, SearchPage } from './directory/DirectoryPage';
import { OnlinePsychologistsPage } from './directory/OnlinePsychologistsPage';
import { ThirdPartyPage } from './directory/ThirdPartyPage';
import { GetMatchedPage } from './get-matched/GetMatchedPage';
import { HomePage } from './pages/HomePage';
import { SignupPage } from './pages/SignupPage';
import { SignupSegmentPage } from './pages/SignupSegmentPage';
import { StyleguidePage } from './pages/styleguide/StyleguidePage';

/**
 * mf-public's routes (ARCHITECTURE §2). Generic content pages (/{content}[/{child}]) have no
 * content service yet, so every other path answers "Page Not Found" with the path.
 */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/signup/:segment" element={<SignupSegmentPage />} />
      <Route path="/get-matched" element={<GetMatchedPage />} />
      <Route path="/get-matched/:referrer" element={<GetMatchedPage />} />
      <Route path="/styleguide" element={<StyleguidePage />} />
      <Route path="/find-a-psychologist" element={<DirectoryPage />} />
      <Route path="/psychologists" element={<DirectoryPage />} />
      <Route path="/search" element={<SearchPage />} />
      <Route path="/online-psychologists/:slug" element={<OnlinePsychologistsPage />} />
      <Route path="/third-party/:referrerId/psychologists" element={<ThirdPartyPage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
