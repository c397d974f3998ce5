import { useId, useState } from 'react';
import { useDialogs } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import {
  useCreateCaseNoteMutation,
  useDiscardCaseNoteDraftMutation,
  type CaseNoteDraftView,
  type CaseNoteTemplateView,
} from '@harbour/sdk/practice';
import { Button, ErrorText } from '@harbour/ui';
import { Actions, Field, Muted, TextArea } from '../layout/practiceStyles';
import { useDraftAutosave } from './useDraftAutosave';
import { CONFIRM } from '../confirm-actions';

type Texts = Record<string, string>;
const textsOf = (draft?: CaseNoteDraftView): Texts => Object.fromEntries((draft?.sections ?? []).map((s) => [s.key, s.text]));

/** Writing a note: a template's headings, autosaved as the session's draft, then saved or discarded. */
export function DraftNoteForm({ sessionId, templates, draft, onDone }: { sessionId: string; templates: CaseNoteTemplateView[]; draft?: CaseNoteDraftView; onDone: () => void }) {
  const id = useId();
  const dialogs = useDialogs();
  const [templateId, setTemplateId] = useState(draft?.templateId ?? 'SOAP');
  const [texts, setTexts] = useState<Texts>(() => textsOf(draft));
  const [error, setError] = useState<string>();
  const autosave = useDraftAutosave(sessionId, draft !== undefined);
  const [save, saving] = useCreateCaseNoteMutation();
  const [discard, discarding] = useDiscardCaseNoteDraftMutation();
  const template = templates.find((t) => t.templateId === templateId) ?? templates[0];
  const content = (next: Texts, tid = templateId) => ({
    templateId: tid,
    sections: (templates.find((t) => t.templateId === tid) ?? template).sections.map((s) => ({ key: s.key, text: next[s.key] ?? '' })),
  });

  const change = (key: string, text: string) => {
    const next = { ...texts, [key]: text };
    setTexts(next);
    autosave.schedule(content(next));
  };
  const changeTemplate = (tid: typeof templateId) => {
    setTemplateId(tid);
    autosave.schedule(content(texts, tid));
  };

  const onSave = async () => {
    autosave.cancel();
    setError(undefined);
    try {
      await save({ id: sessionId, newCaseNote: { ...content(texts), saveAs: 'saved' } }).unwrap();
      autosave.forget();
      onDone();
    } catch (err) {
      setError(errorMessageOf(err)); // the text stays in the form
    }
  };
  const onDiscard = async () => {
    if (!(await dialogs.confirm('What you wrote will be lost.', CONFIRM.discardDraft))) return;
    autosave.cancel();
    try {
      await discard({ id: sessionId }).unwrap();
    } catch (err) {
      // Nothing saved yet on the server is the same as discarded.
      if ((err as { status?: number }).status !== 404) return setError(errorMessageOf(err));
    }
    autosave.forget();
    setTexts({});
    onDone();
  };

  const status = autosave.state;
  return (
    <form onSubmit={(e) => (e.preventDefault(), void onSave())} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>New case note</h3>
      <Field>
        <label htmlFor={`${id}-template`}>Template</label>
        <select id={`${id}-template`} value={templateId} onChange={(e) => changeTemplate(e.target.value as typeof templateId)}>
          {templates.map((t) => (
            <option key={t.templateId} value={t.templateId}>
              {t.name}
            </option>
          ))}
        </select>
      </Field>
      {template.sections.map((s) => (
        <Field key={s.key}>
          <label htmlFor={`${id}-${s.key}`}>{s.title}</label>
          <TextArea id={`${id}-${s.key}`} value={texts[s.key] ?? ''} onChange={(e) => change(s.key, e.target.value)} maxLength={20000} />
        </Field>
      ))}
      <Muted role="status" aria-live="polite">
        {status.status === 'saving' && 'Saving draft…'}
        {status.status === 'saved' && `Draft saved at ${status.at!.toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit', second: '2-digit' })}`}
        {status.status === 'error' && `The draft could not be saved: ${status.message}`}
        {status.status === 'idle' && (draft ? 'Draft restored.' : 'Drafts save as you type.')}
      </Muted>
      {error && <ErrorText message={error} />}
      <Actions>
        <Button type="submit" disabled={saving.isLoading}>
          Save note
        </Button>
        <Button type="button" variant="secondary" onClick={() => void onDiscard()} disabled={discarding.isLoading}>
          Discard draft
        </Button>
      </Actions>
    </form>
  );
}
