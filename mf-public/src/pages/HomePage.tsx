import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Container, rgb } from '@harbour/ui';
import { callToAction } from '../ui/callToAction';

const Hero = styled.section`
  background: ${({ theme }) => rgb(theme.colours.tertiary)};
  padding-block: 3rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin-top: 1.5rem;
  a {
    ${callToAction}
  }
  a + a {
    background: transparent;
    color: ${({ theme }) => rgb(theme.colours.dark)};
    border: 2px solid currentColor;
  }
`;

export function HomePage() {
  return (
    <>
      <Hero>
        <Container>
          <h1>Find the right online psychologist in Australia</h1>
          <p>No wait times. Book now, pay later — with Medicare, bulk-billed, NDIS, DVA, workers compensation or partner funding.</p>
          <Actions>
            <Link to="/get-matched">Get matched</Link>
            <Link to="/book">Book a session</Link>
          </Actions>
        </Container>
      </Hero>
      <Container>
        <h2>How Harbour works</h2>
        <ol>
          <li>Tell us what you need, or browse psychologists by specialisation, language and availability.</li>
          <li>Book a video session at a time that suits you; you pay after the session.</li>
          <li>Message your psychologist and track how you are going with the DASS-21 check-in.</li>
        </ol>
      </Container>
    </>
  );
}
