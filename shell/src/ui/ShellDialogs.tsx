import { ConfirmDialog, LoginExpiredDialog } from '@harbour/ui';
import type { PendingConfirm } from './ShellApp';

export interface ShellDialogsProps {
  loginExpired: boolean;
  onLogin(): void;
  confirm: PendingConfirm | undefined;
}

/** The shell's two dialogs (and the modal code under them), loaded once one is first needed. */
export default function ShellDialogs({ loginExpired, onLogin, confirm }: ShellDialogsProps) {
  return (
    <>
      <LoginExpiredDialog open={loginExpired} onLogin={onLogin} />
      {confirm && (
        <ConfirmDialog
          open
          message={confirm.message}
          title={confirm.options?.title}
          confirmLabel={confirm.options?.confirmLabel}
          cancelLabel={confirm.options?.cancelLabel}
          onConfirm={() => confirm.resolve(true)}
          onCancel={() => confirm.resolve(false)}
        />
      )}
    </>
  );
}
