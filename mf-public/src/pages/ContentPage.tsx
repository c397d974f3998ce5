import { useLocation } from 'react-router-dom';
import { Container, NotFound } from '@harbour/ui';

/**
 * Generic content pages (/{content}, /{content}/{child}). No content is published yet, so every
 * path answers the spec's not-found view with the path.
 */
export function ContentPage() {
  const { pathname } = useLocation();
  return (
    <Container>
      <NotFound path={pathname} />
    </Container>
  );
}
