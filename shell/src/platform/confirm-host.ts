import type { ConfirmOptions } from '@harbour/platform';
import type { PendingConfirm } from '../ui/ShellApp';

/** One confirm dialog at a time; platform.dialogs.confirm resolves when the user answers. */
export function createConfirmHost() {
  const listeners = new Set<(pending: PendingConfirm | undefined) => void>();
  const publish = (pending: PendingConfirm | undefined) => listeners.forEach((listener) => listener(pending));
  return {
    confirm: (message: string, options?: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        publish({
          message,
          options,
          resolve: (answer) => {
            publish(undefined);
            resolve(answer);
          },
        });
      }),
    subscribe(listener: (pending: PendingConfirm | undefined) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
