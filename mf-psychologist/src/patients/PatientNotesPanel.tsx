import { useId, useState } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import {
  useAddPatientNoteMutation,
  useDeletePatientNoteMutation,
  useListPatientNotesQuery,
  usePinPatientNoteMutation,
  type PatientNoteView,
} from '@harbour/sdk/practice';
import { useGetPatientNoteDeletedReasonsQuery } from '@harbour/sdk/reference-data';
import { Button, ErrorText, Loading, LoadError, VisuallyHidden } from '@harbour/ui';
import { Actions, Badge, Card, Field, Muted, Rows, TextArea, dateTime } from '../layout/practiceStyles';

function DeleteNoteForm({ patientId, note, onClose }: { patientId: string; note: PatientNoteView; onClose: () => void }) {
  const id = useId();
  const reasons = useGetPatientNoteDeletedReasonsQuery();
  const [remove, removing] = useDeletePatientNoteMutation();
  const [reasonId, setReasonId] = useState('');
  const [reasonOther, setReasonOther] = useState('');
  const [error, setError] = useState<string>();
  const reason = reasons.data?.find((r) => String(r.reasonId) === reasonId);
  const submit = async () => {
    if (!reason) return setError('Choose why the note is deleted.');
    if (reason.requiresExtraInfo && !reasonOther.trim()) return setError(`Say why ('${reason.name}' needs a few words).`);
    try {
      await remove({ id: patientId, noteId: note.noteId, patientNoteDeletion: { reasonId: reason.reasonId, ...(reasonOther.trim() ? { reasonOther: reasonOther.trim() } : {}) } }).unwrap();
      onClose();
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };
  return (
    <form onSubmit={(e) => (e.preventDefault(), void submit())} aria-label="Delete note">
      <Field>
        <label htmlFor={`${id}-reason`}>Why delete this note?</label>
        <select id={`${id}-reason`} value={reasonId} onChange={(e) => setReasonId(e.target.value)}>
          <option value="">Choose a reason</option>
          {(reasons.data ?? []).map((r) => (
            <option key={r.reasonId} value={r.reasonId}>
              {r.name}
            </option>
          ))}
        </select>
      </Field>
      {reason?.requiresExtraInfo && (
        <Field>
          <label htmlFor={`${id}-other`}>Details</label>
          <input id={`${id}-other`} value={reasonOther} onChange={(e) => setReasonOther(e.target.value)} maxLength={500} />
        </Field>
      )}
      {error && <ErrorText message={error} />}
      <Actions>
        <Button type="submit" disabled={removing.isLoading}>
          Delete note
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          Keep note
        </Button>
      </Actions>
      <Muted>Deleted notes are hidden here but kept in the record and its audit trail.</Muted>
    </form>
  );
}

/** Free-text notes about the patient: pinned first; deleted with a reason (kept in the audit trail). */
export function PatientNotesPanel({ patientId }: { patientId: string }) {
  const id = useId();
  const notes = useListPatientNotesQuery({ id: patientId });
  const [add, adding] = useAddPatientNoteMutation();
  const [pin] = usePinPatientNoteMutation();
  const [text, setText] = useState('');
  const [deleting, setDeleting] = useState<string>();
  const [error, setError] = useState<string>();

  const submit = async () => {
    setError(undefined);
    if (!text.trim()) return setError('Write the note first.');
    try {
      await add({ id: patientId, newPatientNote: { noteText: text } }).unwrap();
      setText('');
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };

  return (
    <Card aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Patient notes</h2>
      {notes.isLoading && <Loading label="Loading patient notes" />}
      {notes.error && <LoadError what="patient notes" message={errorMessageOf(notes.error)} onRetry={() => void notes.refetch()} />}
      {notes.data && notes.data.notes.length === 0 && <p>No patient notes yet.</p>}
      {notes.data && notes.data.notes.length > 0 && (
        <Rows aria-label="Patient notes">
          {notes.data.notes.map((n) => (
            <li key={n.noteId}>
              <div style={{ flex: '1 1 16rem' }}>
                {n.pinNote && <Badge>Pinned</Badge>} <span style={{ whiteSpace: 'pre-wrap' }}>{n.noteText}</span>
                <Muted>{dateTime(n.createdAt)}</Muted>
                {deleting === n.noteId && <DeleteNoteForm patientId={patientId} note={n} onClose={() => setDeleting(undefined)} />}
              </div>
              <span>
                <Button variant="link" onClick={() => void pin({ id: patientId, noteId: n.noteId, patientNotePin: { pinNote: !n.pinNote } }).unwrap().catch((err) => setError(errorMessageOf(err)))}>
                  {n.pinNote ? 'Unpin' : 'Pin'}
                  <VisuallyHidden> note: {n.noteText.slice(0, 40)}</VisuallyHidden>
                </Button>{' '}
                <Button variant="link" onClick={() => setDeleting(n.noteId)} aria-expanded={deleting === n.noteId}>
                  Delete
                  <VisuallyHidden> note: {n.noteText.slice(0, 40)}</VisuallyHidden>
                </Button>
              </span>
            </li>
          ))}
        </Rows>
      )}
      <form onSubmit={(e) => (e.preventDefault(), void submit())}>
        <Field>
          <label htmlFor={`${id}-text`}>New patient note</label>
          <TextArea id={`${id}-text`} value={text} onChange={(e) => setText(e.target.value)} maxLength={10000} />
        </Field>
        {error && <ErrorText message={error} />}
        <Button type="submit" variant="secondary" disabled={adding.isLoading}>
          Add note
        </Button>
      </form>
    </Card>
  );
}
