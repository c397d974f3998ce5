import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from '@harbour/area-runtime';
import { HomePage } from './pages/HomePage';
import { StyleguidePage } from './pages/styleguide/StyleguidePage';

/**
 * mf-public's routes (ARCHITECTURE §2). Generic content pages (/{content}[/{child}]) have no
 * content service yet, so every other path answers "Page Not Found" with the path.
 */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/styleguide" element={<StyleguidePage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
