import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LayoutName } from '@harbour/platform';
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

const Main = styled.main`
  flex: 1;
`;

export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  const layout = LAYOUTS[name];
  return (
    <Page data-layout={name}>
      {layout.header !== 'none' && <Header reduced={layout.header === 'reduced'} />}
      <Main id="main-content">{children}</Main>
      {layout.footer && <Footer />}
    </Page>
  );
}
