import { useEffect, useMemo, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { matchRoute, usePartnerTheme } from '@harbour/platform';
import { ConfirmDialog, Container, GlobalStyle, NotFound, ToastViewport, createTheme, type ToastStore } from '@harbour/ui';
import { mainSlotContainer, overlaySlotContainer } from '../areas/slot-elements';
import { AreaOutlet } from './AreaOutlet';
import { Layout } from './Layout';
import { usePathname } from './use-location';

export interface PendingConfirm {
  message: string;
  resolve(answer: boolean): void;
}

export interface ShellAppProps {
  toasts: ToastStore;
  /** The confirm request the shell is showing, if any (platform.dialogs.confirm). */
  subscribeConfirm(listener: (pending: PendingConfirm | undefined) => void): () => void;
}

export function ShellApp({ toasts, subscribeConfirm }: ShellAppProps) {
  const pathname = usePathname();
  const partnerTheme = usePartnerTheme();
  const theme = useMemo(() => createTheme(partnerTheme), [partnerTheme]);
  const [confirm, setConfirm] = useState<PendingConfirm>();
  useEffect(() => subscribeConfirm(setConfirm), [subscribeConfirm]);

  const route = matchRoute(pathname);
  const ownedByArea = route !== undefined && route.owner !== 'shell';
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Layout name={route?.layout ?? 'error'}>
        {ownedByArea ? (
          <AreaOutlet container={mainSlotContainer} />
        ) : (
          <Container>
            <NotFound path={pathname} />
          </Container>
        )}
      </Layout>
      <AreaOutlet container={overlaySlotContainer} />
      <ToastViewport store={toasts} />
      {confirm && (
        <ConfirmDialog
          open
          message={confirm.message}
          onConfirm={() => confirm.resolve(true)}
          onCancel={() => confirm.resolve(false)}
        />
      )}
    </ThemeProvider>
  );
}
