import { useCallback, useRef, useState, type ReactElement } from 'react';
import { StepUpDialog } from './StepUpDialog';
import { needsStepUp, StepUpCancelled } from './step-up-words';

export interface StepUp {
  /**
   * Runs the action; if the API asks for a fresh code, asks for it in the dialog and runs the action
   * once more. Rejects with the action's error, or `StepUpCancelled` when the dialog is cancelled.
   */
  withStepUp: <T>(action: () => Promise<T>) => Promise<T>;
  /** The dialog: render it once in the page. */
  dialog: ReactElement;
}

export function useStepUp(): StepUp {
  const [open, setOpen] = useState(false);
  const answer = useRef<(proved: boolean) => void>(undefined);

  const withStepUp = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!needsStepUp(error)) throw error;
      const proved = await new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setOpen(true);
      });
      if (!proved) throw new StepUpCancelled();
      return action();
    }
  }, []);

  const onDone = useCallback((proved: boolean) => {
    setOpen(false);
    answer.current?.(proved);
    answer.current = undefined;
  }, []);

  return { withStepUp, dialog: <StepUpDialog open={open} onDone={onDone} /> };
}
