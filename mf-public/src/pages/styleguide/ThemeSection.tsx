import styled, { useTheme } from 'styled-components';
import { COLOUR_NAMES, rgb } from '@harbour/ui';

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.75rem;
  list-style: none;
  padding: 0;
`;

const Swatch = styled.li<{ $background: string }>`
  border: 1px solid #ccc;
  border-radius: 8px;
  overflow: hidden;
  &::before {
    content: '';
    display: block;
    height: 3rem;
    background: ${({ $background }) => $background};
  }
  span {
    display: block;
    padding: 0.25rem 0.5rem;
    font-size: 0.875rem;
  }
`;

export function ThemeSection() {
  const theme = useTheme();
  return (
    <section aria-labelledby="theme-heading">
      <h2 id="theme-heading">Theme</h2>
      <h3>Colours</h3>
      <Swatches>
        {COLOUR_NAMES.map((name) => (
          <Swatch key={name} $background={rgb(theme.colours[name])}>
            <span>{name}</span>
            <span>{rgb(theme.colours[name])}</span>
          </Swatch>
        ))}
      </Swatches>
      <h3>Primary tones</h3>
      <Swatches>
        {Object.entries(theme.tones.primary).map(([tone, css]) => (
          <Swatch key={tone} $background={String(css)}>
            <span>primary {tone}</span>
          </Swatch>
        ))}
      </Swatches>
    </section>
  );
}
