import styled from 'styled-components';
import { rgb } from '@harbour/ui';

/** Phone-first column for every checkout step. */
export const Step = styled.div`
  max-width: 36rem;
  margin: 0 auto;
  padding: 1rem 1rem 3rem;
  h1 {
    font-size: 1.5rem;
    margin: 0 0 0.75rem;
  }
  h2 {
    font-size: 1.2rem;
    margin: 1.5rem 0 0.5rem;
  }
  select,
  textarea {
    font: inherit;
    width: 100%;
    min-height: 44px;
    padding: 0.5rem;
    border: 1px solid ${({ theme }) => rgb(theme.colours.body)};
    border-radius: 6px;
    background: ${({ theme }) => rgb(theme.colours.white)};
  }
  label.field {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
  fieldset {
    border: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
    border-radius: 8px;
    padding: 0.75rem 1rem 1rem;
    margin: 0 0 1rem;
    display: grid;
    gap: 0.75rem;
  }
  legend {
    font-weight: 700;
    padding: 0 0.25rem;
  }
  .radio {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: 44px;
  }
`;

/** Days, then times: big tap targets that wrap on a phone. */
// The checkout's panels are the booking kit's (the quote panel is one).
export { BookingPanel as Panel } from '@harbour/booking-kit';
