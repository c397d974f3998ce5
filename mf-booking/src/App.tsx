import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from '@harbour/area-runtime';
import { BookPage } from './pages/BookPage';

/** mf-booking owns /book/* and the session lifecycle /session/* (ARCHITECTURE §2). */
export function App() {
  return (
    <Routes>
      <Route path="/book" element={<BookPage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
