import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { ServerStyleSheet } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { Container } from '../layout/Container';
import { HarbourThemeProvider } from '../theme/HarbourThemeProvider';
import { createTheme } from '../theme/createTheme';

// Jest resolves styled-components' Node build, which injects global styles only while
// rendering on the server; collect them with a ServerStyleSheet to read what a page gets.
function globalCss(element: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(element));
    return sheet.getStyleTags().replace(/\s+/g, ' ');
  } finally {
    sheet.seal();
  }
}

describe('GlobalStyle and Container', () => {
  it('sets the 16px base font, the system font stack and the body colour without a provider', () => {
    const css = globalCss(<GlobalStyle />);
    expect(css).toMatch(/body\{[^}]*font-size:16px/);
    expect(css).toMatch(/body\{[^}]*font-family:system-ui/);
    expect(css).toMatch(/body\{[^}]*color:rgb\(51, 65, 85\)/);
  });

  it('uses a partner body colour from the theme', () => {
    const css = globalCss(
      <HarbourThemeProvider theme={createTheme({ colours: { body: { r: 10, g: 20, b: 30 } } })}>
        <GlobalStyle />
      </HarbourThemeProvider>,
    );
    expect(css).toMatch(/body\{[^}]*color:rgb\(10, 20, 30\)/);
  });

  it('Container caps content at 1170px and centres it', () => {
    render(<Container>Content</Container>);
    const container = screen.getByText('Content');
    expect(getComputedStyle(container).maxWidth).toBe('1170px');
    expect(getComputedStyle(container).width).toBe('100%');
  });
});
