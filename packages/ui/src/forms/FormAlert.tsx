import styled from 'styled-components';
import { rgb, rgba } from '../theme/css';

const Alert = styled.div`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => rgb(theme.colours.red)};
  border-radius: 4px;
  background: ${({ theme }) => rgba(theme.colours.red, 0.08)};
  color: ${({ theme }) => rgb(theme.colours.dark)};
  font-weight: 600;
`;

/**
 * The form's overall error (HarbourError.message) in an alert region. The region is always in
 * the page so screen readers announce the text as soon as it appears.
 */
export function FormAlert({ message }: { message?: string }) {
  return <div role="alert">{message ? <Alert>{message}</Alert> : null}</div>;
}
