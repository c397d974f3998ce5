import { createGlobalStyle } from 'styled-components';
import { rgb } from '../theme/css';
import { themed } from '../theme/resolveTheme';

/** Page-wide base styles: spec base font (16px), system font stack, body colour. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    /* Stops iOS inflating text after rotation; users can still zoom. */
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${themed((t) => t.fonts.family)};
    font-size: ${themed((t) => t.fonts.base)};
    line-height: 1.5;
    color: ${themed((t) => rgb(t.colours.body))};
    background: ${themed((t) => rgb(t.colours.white))};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6 {
    color: ${themed((t) => rgb(t.colours.dark))};
    line-height: 1.25;
  }

  img, svg, video {
    max-width: 100%;
  }
`;
