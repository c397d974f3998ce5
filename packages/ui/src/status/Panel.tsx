import styled from 'styled-components';
import { rgb } from '../theme/css';
import { themed } from '../theme/resolveTheme';

/** Shared frame of the status views (area error, not found, error alert). */
export const Panel = styled.div`
  max-width: 640px;
  margin: 24px auto;
  padding: 24px;
  border: 1px solid ${themed((t) => rgb(t.colours.lightishGrey))};
  border-radius: 8px;
  background: ${themed((t) => rgb(t.colours.white))};
  color: ${themed((t) => rgb(t.colours.body))};
  text-align: center;

  h1,
  h2 {
    margin: 0 0 12px;
  }

  p {
    margin: 0 0 16px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;
