import { useId, useState } from 'react';
import { useDialogs } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import {
  useAddCaseNoteAddendumMutation,
  useShareCaseNotePartMutation,
  useUpdateCaseNoteMutation,
  type CaseNoteTemplateView,
  type CaseNoteView,
} from '@harbour/sdk/practice';
import { Button, ErrorText } from '@harbour/ui';
import { Actions, Badge, Card, Field, Muted, TextArea, dateTime } from '../layout/practiceStyles';
import { CONFIRM } from '../confirm-actions';

/** A saved or locked note: its text, lock, addenda (locked notes only) and the part shared with the client. */
export function SavedNote({ sessionId, note, templates }: { sessionId: string; note: CaseNoteView; templates: CaseNoteTemplateView[] }) {
  const id = useId();
  const dialogs = useDialogs();
  const [update, updating] = useUpdateCaseNoteMutation();
  const [addAddendum, adding] = useAddCaseNoteAddendumMutation();
  const [share, sharing] = useShareCaseNotePartMutation();
  const [addendum, setAddendum] = useState('');
  const [shared, setShared] = useState(note.sharedText ?? '');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const titles = new Map((templates.find((t) => t.templateId === note.templateId)?.sections ?? []).map((s) => [s.key, s.title]));
  const run = async (work: () => Promise<unknown>, done: string) => {
    setError(undefined);
    setNotice(undefined);
    try {
      await work();
      setNotice(done);
      return true;
    } catch (err) {
      setError(errorMessageOf(err));
      return false;
    }
  };

  const lock = async () => {
    if (!(await dialogs.confirm('A locked note can never be changed; corrections are added as addenda.', CONFIRM.lockNote))) return;
    await run(() => update({ id: sessionId, noteId: note.noteId, caseNoteUpdate: { lock: true } }).unwrap(), 'Note locked.');
  };

  return (
    <Card aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>
        {note.templateId} note of {dateTime(note.createdAt)} <Badge>{note.status === 'locked' ? 'Locked' : 'Saved'}</Badge>
      </h3>
      {note.sections.map((s) => (
        <div key={s.key}>
          <strong>{titles.get(s.key) ?? s.key}</strong>
          <p style={{ whiteSpace: 'pre-wrap', marginTop: '0.25rem' }}>{s.text || '—'}</p>
        </div>
      ))}
      {note.lockedAt && <Muted>Locked {dateTime(note.lockedAt)}. It can no longer be changed.</Muted>}
      {note.status === 'saved' && (
        <Actions>
          <Button onClick={() => void lock()} disabled={updating.isLoading}>
            Lock note
          </Button>
        </Actions>
      )}

      {note.addenda.length > 0 && (
        <>
          <h4>Addenda</h4>
          <ul>
            {note.addenda.map((a) => (
              <li key={a.addendumId}>
                <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{a.text}</p>
                <Muted>
                  {a.authorName}, {dateTime(a.createdAt)}
                </Muted>
              </li>
            ))}
          </ul>
        </>
      )}
      {note.status === 'locked' && (
        <form onSubmit={(e) => (e.preventDefault(), void run(() => addAddendum({ id: sessionId, noteId: note.noteId, newCaseNoteAddendum: { text: addendum } }).unwrap(), 'Addendum added.').then((ok) => ok && setAddendum('')))}>
          <Field>
            <label htmlFor={`${id}-addendum`}>Addendum (a correction, kept with its own time and author)</label>
            <TextArea id={`${id}-addendum`} value={addendum} onChange={(e) => setAddendum(e.target.value)} maxLength={20000} required />
          </Field>
          <Button type="submit" variant="secondary" disabled={adding.isLoading || !addendum.trim()}>
            Add addendum
          </Button>
        </form>
      )}

      <form onSubmit={(e) => (e.preventDefault(), void run(() => share({ id: sessionId, noteId: note.noteId, caseNoteSharedPart: { sharedText: shared } }).unwrap(), shared.trim() ? 'Shared with the client.' : 'No longer shared.'))}>
        <Field>
          <label htmlFor={`${id}-share`}>Part shared with the client</label>
          <Muted id={`${id}-share-hint`}>Only this text is shown to the client (in their case notes); the note itself stays private.</Muted>
          <TextArea id={`${id}-share`} aria-describedby={`${id}-share-hint`} value={shared} onChange={(e) => setShared(e.target.value)} maxLength={20000} />
        </Field>
        <Button type="submit" variant="secondary" disabled={sharing.isLoading}>
          {shared.trim() ? 'Share with client' : 'Stop sharing'}
        </Button>
        {note.sharedAt && <Muted>Shared {dateTime(note.sharedAt)}.</Muted>}
      </form>
      <div role="status" aria-live="polite">
        {notice && <Muted>{notice}</Muted>}
      </div>
      {error && <ErrorText message={error} />}
    </Card>
  );
}
