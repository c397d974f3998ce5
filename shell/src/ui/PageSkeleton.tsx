import styled from 'styled-components';
import { Container } from '@harbour/ui';

const Main = styled(Container)`
  padding-block: 1rem 3rem;
`;

const Lines = styled.div`
  display: grid;
  gap: 0.75rem;
  max-width: 40rem;
  span {
    display: block;
    height: 1rem;
    border-radius: 4px;
    background: rgb(236, 239, 243);
  }
  span:nth-child(2) {
    width: 85%;
  }
  span:nth-child(3) {
    width: 60%;
  }
`;

/**
 * What a page shows while its area loads: its heading (when the route has a title), its opening
 * paragraph (when the route names one) and a skeleton, the same shapes as the static frame in
 * index.html, so the first paint does not jump and already holds the page's largest text.
 */
export function PageSkeleton({ heading, intro }: { heading?: string; intro?: string }) {
  return (
    <Main aria-busy="true">
      {/* Seen, not read: the "Loading this page" status speaks for it; the page's own h1 follows. */}
      {heading && (
        <h1 data-skeleton="" aria-hidden="true">
          {heading}
        </h1>
      )}
      {heading && intro && (
        <p data-skeleton="" aria-hidden="true">
          {intro}
        </p>
      )}
      <Lines aria-hidden="true">
        <span />
        <span />
        <span />
      </Lines>
      <span role="status" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Loading this page
      </span>
    </Main>
  );
}
