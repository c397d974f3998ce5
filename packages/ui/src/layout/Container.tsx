import styled from 'styled-components';
import { themed } from '../theme/resolveTheme';

/** Centred page column, at most the spec's container width (1170px), with side padding on small screens. */
export const Container = styled.div`
  width: 100%;
  max-width: ${themed((t) => `${t.containerWidth}px`)};
  margin-inline: auto;
  padding-inline: 16px;
`;
