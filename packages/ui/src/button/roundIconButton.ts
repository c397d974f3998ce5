import { css } from 'styled-components';
import { rgb } from '../theme/css';
import { themed } from '../theme/resolveTheme';

/** A round 44 px icon button (close, dismiss): big enough to hit on a phone, visible focus. */
export const roundIconButton = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${themed((t) => rgb(t.colours.lightishGrey))};
  }

  &:focus-visible {
    outline: 3px solid ${themed((t) => t.tones.primary[800])};
    outline-offset: 2px;
  }
`;
