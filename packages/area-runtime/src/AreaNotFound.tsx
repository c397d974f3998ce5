import { useLocation } from '@harbour/router';
import { Container, NotFound } from '@harbour/ui';

/** What an area shows for a path it owns but has no page for (spec §2: "Page Not Found" with the path). */
export function AreaNotFound() {
  const { pathname } = useLocation();
  return (
    <Container>
      <NotFound path={pathname} />
    </Container>
  );
}
