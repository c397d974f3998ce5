import 'styled-components';
import type { HarbourTheme } from './createTheme';

// Typed `props.theme` everywhere styled-components is used with @harbour/ui.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends HarbourTheme {}
}
