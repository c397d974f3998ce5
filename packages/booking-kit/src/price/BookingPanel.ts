import styled from 'styled-components';
import { rgb } from '@harbour/ui';

/** A bordered panel whose definition list lines figures up on the right (a price, a summary). */
export const BookingPanel = styled.section`
  border: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
  border-radius: 8px;
  padding: 1rem;
  margin: 1rem 0;
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.25rem 1rem;
    margin: 0;
  }
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
  }
`;
