import styled from 'styled-components';
import type { DirectoryAvatar } from '@harbour/sdk/directory';

const Circle = styled.span<{ $background: string; $foreground: string }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  font-weight: 700;
  background: ${({ $background }) => $background};
  color: ${({ $foreground }) => $foreground};
`;

/** The directory's picture of a psychologist (initials on a colour with enough contrast), with its text alternative. */
export function PsychologistPicture({ avatar }: { avatar: DirectoryAvatar }) {
  return (
    <Circle role="img" aria-label={avatar.alt} $background={avatar.background} $foreground={avatar.foreground}>
      <span aria-hidden="true">{avatar.initials}</span>
    </Circle>
  );
}
