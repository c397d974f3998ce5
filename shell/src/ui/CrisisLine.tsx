import styled from 'styled-components';
import { rgb } from '@harbour/ui';

const Line = styled.p`
  margin: 0;
  /* Inline in the sentence, with no side padding: padding read as stray spaces ("000 ;"). A link
     in a sentence is exempt from the target-size rule; the line height keeps it easy to tap. */
  line-height: 2;
  a {
    color: inherit;
    font-weight: 700;
  }
`;

/** Crisis numbers as links a phone can call (on every layout: footer, or the strip below). */
export function CrisisNumbers() {
  return (
    <Line>
      <strong>Need help now?</strong> Harbour is not an emergency service. In an emergency call <a href="tel:000">000</a>; for
      crisis support call Lifeline on <a href="tel:131114">13 11 14</a>.
    </Line>
  );
}

const Strip = styled.aside`
  background: ${({ theme }) => rgb(theme.colours.tertiary)};
  color: ${({ theme }) => rgb(theme.colours.dark)};
  padding: 0.5rem 16px;
  font-size: 0.95rem;
  text-align: center;
`;

/** For layouts without the footer (reduced, auth, matcher, DASS-21, session…). */
export function CrisisStrip() {
  return (
    <Strip aria-label="Crisis support">
      <CrisisNumbers />
    </Strip>
  );
}
