import { useSearchParams } from '@harbour/router';
import { Container } from '@harbour/ui';
import { DIRECTORY_INTRO } from '../routes';
import { DirectoryView } from './DirectoryView';

/** /find-a-psychologist and /psychologists: the whole directory. */
export function DirectoryPage() {
  return (
    <Container>
      <h1>Find a psychologist</h1>
      <p>{DIRECTORY_INTRO}</p>
      <DirectoryView />
    </Container>
  );
}

/** /search?q=: the same results view, headed by what was searched for. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim();
  return (
    <Container>
      <h1>{q ? `Psychologists matching “${q.slice(0, 200)}”` : 'Search psychologists'}</h1>
      <DirectoryView />
    </Container>
  );
}
