import { css } from 'styled-components';
import { rgb } from '@harbour/ui';

/** The pill-shaped primary link of mf-public's pages. */
export const callToAction = css`
  display: inline-block;
  padding: 0.75rem 1.25rem;
  border-radius: 999px;
  font-weight: 600;
  text-decoration: none;
  /* tone 600: white text on the base primary falls short of WCAG AA contrast */
  background: ${({ theme }) => theme.tones.primary[600]};
  color: ${({ theme }) => rgb(theme.colours.white)};
`;
