import styled from 'styled-components';
import { rgb } from '@harbour/ui';

/** A wrap of big toggle buttons (44 px targets, wrapping on a phone), the pressed one filled. */
export const ChoiceButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.5rem 0 1rem;
  button {
    font: inherit;
    min-height: 44px;
    min-width: 44px;
    padding: 0.5rem 0.75rem;
    border-radius: 6px;
    border: 1px solid ${({ theme }) => rgb(theme.colours.dark)};
    background: ${({ theme }) => rgb(theme.colours.white)};
    color: ${({ theme }) => rgb(theme.colours.dark)};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => rgb(theme.colours.dark)};
    color: ${({ theme }) => rgb(theme.colours.white)};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.tones.primary[800]};
    outline-offset: 2px;
  }
`;
