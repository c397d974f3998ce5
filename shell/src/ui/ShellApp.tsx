import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ThemeProvider } from 'styled-components';
import { usePartnerTheme, type ConfirmOptions, type LayoutName, type ReadableStore } from '@harbour/platform';
import { Container, GlobalStyle, NotFound, ToastViewport, TransitionOverlay, createTheme, type ToastStore } from '@harbour/ui';
import { mainSlotContainer, overlaySlotContainer } from '../areas/slot-elements';
import type { GateState } from '../routing/navigation-gate';
import { useShellServices } from '../shell-context';
import { AreaOutlet } from './AreaOutlet';
import { frameHeadingFor, frameIntroFor } from './frame-heading';
import { LazyPage } from './LazyPage';
import { loadShellDialogs } from './shell-dialogs';
import { LoadFailureBoundary } from './LoadFailureBoundary';
import { Layout } from './Layout';
import { PageSkeleton } from './PageSkeleton';
import { RouteAnnouncer } from './RouteAnnouncer';
import { ShellPage } from './ShellPage';

export interface PendingConfirm {
  message: string;
  options?: ConfirmOptions;
  resolve(answer: boolean): void;
}

export interface ShellAppProps {
  toasts: ToastStore;
  gate: ReadableStore<GateState>;
  /** The partner theme's leave overlay (spec §2: 1.5 s when leaving a themed referrer route). */
  themeLeaveOverlay: ReadableStore<boolean>;
  /** The confirm request the shell is showing, if any (platform.dialogs.confirm). */
  subscribeConfirm(listener: (pending: PendingConfirm | undefined) => void): () => void;
  /** Called once the shell's first render has replaced the static frame (frame-focus.ts). */
  onFrameReplaced?(): void;
}

const useStore = <T,>(store: ReadableStore<T>) => useSyncExternalStore(store.subscribe, store.get, store.get);

// Fetched when first needed, or ahead for a signed-in visitor (shell-dialogs.ts).
const ShellDialogs = lazy(loadShellDialogs);
// Only a psychologist or GP whose account is not approved yet sees it.
const AWAITING_APPROVAL = () => import('../auth/pages/AwaitingApprovalPage').then((m) => ({ default: m.AwaitingApprovalPage }));

/** If the dialogs' file cannot be fetched: a pending confirm asks the browser's own instead. */
function BrowserConfirm({ confirm }: { confirm: PendingConfirm | undefined }) {
  useEffect(() => {
    if (confirm) confirm.resolve(window.confirm(confirm.message));
  }, [confirm]);
  return null;
}

function layoutFor(state: GateState): LayoutName {
  const { view } = state;
  if (view.kind === 'area' || view.kind === 'shell-page') return view.route.layout;
  return view.kind === 'not-found' ? 'error' : 'default';
}

export function ShellApp({ toasts, gate, themeLeaveOverlay, subscribeConfirm, onFrameReplaced }: ShellAppProps) {
  // A layout effect: it runs in the commit that removed the frame, before the browser paints.
  useLayoutEffect(() => onFrameReplaced?.(), [onFrameReplaced]);
  const { authService } = useShellServices();
  const state = useStore(gate);
  const loginExpired = useStore(authService.loginExpired);
  const leaving = useStore(themeLeaveOverlay);
  const partnerTheme = usePartnerTheme();
  const theme = useMemo(() => createTheme(partnerTheme), [partnerTheme]);
  const [confirm, setConfirm] = useState<PendingConfirm>();
  useEffect(() => subscribeConfirm(setConfirm), [subscribeConfirm]);
  // Mounted from the first need on, so a dialog closes with its own transition.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const dialogsNeeded = dialogsWanted || loginExpired || confirm !== undefined;
  useEffect(() => {
    if (dialogsNeeded) setDialogsWanted(true);
  }, [dialogsNeeded]);

  const { view } = state;
  // A route's title comes with its area's routes.json; without one the page's heading names it.
  const title = view.kind === 'area' || view.kind === 'shell-page' ? view.route.title : view.kind === 'not-found' ? 'Page not found' : undefined;
  const pathname = state.path.split('?')[0];
  const skeletonHeading = title ?? frameHeadingFor(pathname);
  const skeletonIntro = (view.kind === 'area' ? view.route.intro : undefined) ?? frameIntroFor(pathname);
  const areaShows = view.kind === 'area' && view.guard.kind === 'render';
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Layout name={layoutFor(state)}>
        {view.kind === 'shell-page' && <ShellPage pattern={view.route.pattern} />}
        {view.kind === 'not-found' && (
          <Container>
            <NotFound path={window.location.pathname} />
          </Container>
        )}
        {(view.kind === 'checking' || (view.kind === 'area' && (view.guard.kind === 'pending' || view.guard.kind === 'redirect'))) && (
          <PageSkeleton heading={view.kind === 'checking' ? frameHeadingFor(pathname) : skeletonHeading} intro={view.kind === 'checking' ? frameIntroFor(pathname) : skeletonIntro} />
        )}
        {view.kind === 'area' && view.guard.kind === 'awaiting-approval' && <LazyPage load={AWAITING_APPROVAL} />}
        {/* The slot stays in the tree (hidden) so a mounted area is never torn down by a layout change. */}
        <div hidden={!areaShows}>
          <AreaOutlet container={mainSlotContainer} />
        </div>
      </Layout>
      <RouteAnnouncer pathname={pathname} title={title} settled={view.kind !== 'checking'} />
      <AreaOutlet container={overlaySlotContainer} />
      <ToastViewport store={toasts} />
      <TransitionOverlay open={leaving} />
      {dialogsNeeded && (
        <LoadFailureBoundary fallback={<BrowserConfirm confirm={confirm} />}>
          <Suspense fallback={null}>
            <ShellDialogs loginExpired={loginExpired} onLogin={() => void authService.signIn({ mode: 'popup' })} confirm={confirm} />
          </Suspense>
        </LoadFailureBoundary>
      )}
    </ThemeProvider>
  );
}
