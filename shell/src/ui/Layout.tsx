import type { MouseEvent as ReactMouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import type { LayoutName } from '@harbour/platform';
import { rgb } from '@harbour/ui';
import { CrisisStrip } from './CrisisLine';
import { Footer } from './Footer';
import { Header } from './Header';

/** What each layout of spec §2 shows around the page. */
const LAYOUTS: Record<LayoutName, { header: 'full' | 'reduced' | 'none'; footer: boolean }> = {
  default: { header: 'full', footer: true },
  error: { header: 'full', footer: true },
  reduced: { header: 'reduced', footer: false },
  auth: { header: 'reduced', footer: false },
  checkout: { header: 'reduced', footer: true },
  matcher: { header: 'reduced', footer: false },
  session: { header: 'reduced', footer: false },
  'new-session': { header: 'none', footer: false },
  'dass21-checkin': { header: 'reduced', footer: false },
  none: { header: 'none', footer: false },
};

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// At least a screen tall (less the 4 rem header): the footer or crisis strip starts below the
// fold, so a page growing as it loads never pushes a visible block down (layout shift, CLS).
const Main = styled.main`
  flex: 1;
  min-height: calc(100vh - 4rem);
  &:focus {
    outline: none;
  }
`;

/** First in the tab order: straight past the header to the page. */
const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -100px;
  z-index: 100;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => rgb(theme.colours.dark)};
  color: ${({ theme }) => rgb(theme.colours.white)};
  &:focus {
    top: 0.5rem;
  }
`;

function skipToMain(event: ReactMouseEvent<HTMLAnchorElement>) {
  // The page's heading when it has one (a screen reader then starts there), else the main region.
  const main = document.getElementById('main-content');
  const target = main?.querySelector<HTMLElement>('h1:not([data-skeleton])') ?? main;
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  const layout = LAYOUTS[name];
  return (
    <Page data-layout={name}>
      {name !== 'none' && (
        <SkipLink href="#main-content" onClick={skipToMain}>
          Skip to main content
        </SkipLink>
      )}
      {layout.header !== 'none' && <Header reduced={layout.header === 'reduced'} />}
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      {layout.footer ? <Footer /> : name !== 'none' && <CrisisStrip />}
    </Page>
  );
}
