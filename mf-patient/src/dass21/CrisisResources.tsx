import styled from 'styled-components';
import { rgb } from '@harbour/ui';

const Box = styled.section`
  margin-block: 1.5rem;
  padding: 1rem 1.25rem;
  border: 2px solid ${({ theme }) => rgb(theme.colours.red)};
  border-radius: 8px;
  background: ${({ theme }) => rgb(theme.colours.white)};
  h2 {
    margin-top: 0;
  }
  a {
    font-weight: 700;
  }
`;

export interface CrisisResourcesProps {
  /** Signed in with a psychologist who was emailed about this result. */
  psychologistTold: boolean;
}

/** Shown at once with a severe result or a high answer to "I felt that life was meaningless". */
export function CrisisResources({ psychologistTold }: CrisisResourcesProps) {
  return (
    <Box aria-labelledby="dass21-crisis-heading" role="alert">
      <h2 id="dass21-crisis-heading">Support is available right now</h2>
      <p>Your answers suggest you are going through a very hard time. You do not have to manage this alone.</p>
      <ul>
        <li>
          If you are in danger or might harm yourself, call <a href="tel:000">000</a> (emergency).
        </li>
        <li>
          For crisis support any time, day or night, call Lifeline on <a href="tel:131114">13 11 14</a>.
        </li>
      </ul>
      {psychologistTold && <p>We have let your psychologist know about this result, so they can follow up with you.</p>}
    </Box>
  );
}
