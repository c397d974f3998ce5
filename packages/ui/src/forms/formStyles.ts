import styled from 'styled-components';
import { rgb } from '../theme/css';

/** One column at every width: comfortable on a phone, not too wide on a desktop. */
export const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  max-width: 32rem;
  margin-block: 1.5rem 2.5rem;
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
`;

export const RequiredNote = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => rgb(theme.colours.body)};
`;
