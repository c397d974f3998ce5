import { Route, Routes } from 'react-router-dom';
import { ContentPage } from './pages/ContentPage';
import { HomePage } from './pages/HomePage';
import { StyleguidePage } from './pages/styleguide/StyleguidePage';

/** mf-public's routes (ARCHITECTURE §2). Pages not built yet fall through to the content page. */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/styleguide" element={<StyleguidePage />} />
      <Route path="*" element={<ContentPage />} />
    </Routes>
  );
}
