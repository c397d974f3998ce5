import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import { useAutosaveCaseNoteDraftMutation, useCreateCaseNoteMutation, type CaseNoteContent } from '@harbour/sdk/practice';

export const AUTOSAVE_DELAY_MS = 800;

/**
 * Saves the draft on the server a moment after typing stops: the first save starts the session's
 * draft (POST), later ones update it (PUT). The server keeps one draft per session, so a reload
 * (or another tab) finds it again.
 */
export function useDraftAutosave(sessionId: string, hasServerDraft: boolean) {
  const [create] = useCreateCaseNoteMutation();
  const [update] = useAutosaveCaseNoteDraftMutation();
  const exists = useRef(hasServerDraft);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [state, setState] = useState<{ status: 'idle' | 'saving' | 'saved' | 'error'; at?: Date; message?: string }>({ status: 'idle' });
  useEffect(() => {
    exists.current = hasServerDraft;
  }, [hasServerDraft]);

  const saveNow = useCallback(
    async (content: CaseNoteContent) => {
      setState({ status: 'saving' });
      try {
        if (exists.current) await update({ id: sessionId, caseNoteContent: content }).unwrap();
        else {
          await create({ id: sessionId, newCaseNote: { ...content, saveAs: 'draft' } }).unwrap();
          exists.current = true;
        }
        setState({ status: 'saved', at: new Date() });
      } catch (err) {
        setState({ status: 'error', message: errorMessageOf(err) });
      }
    },
    [create, update, sessionId],
  );

  const schedule = useCallback(
    (content: CaseNoteContent) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(content), AUTOSAVE_DELAY_MS);
    },
    [saveNow],
  );
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { state, schedule, cancel, forget: () => (exists.current = false) };
}
