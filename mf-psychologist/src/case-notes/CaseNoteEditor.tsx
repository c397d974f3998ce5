import { useState } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import { useGetCaseNoteTemplatesQuery, useGetSessionCaseNotesQuery } from '@harbour/sdk/practice';
import { Button, Loading, LoadError } from '@harbour/ui';
import { dateTime } from '../layout/practiceStyles';
import { DraftNoteForm } from './DraftNoteForm';
import { NoteAttachments } from './NoteAttachments';
import { SavedNote } from './SavedNote';

/** Everything about one session's case notes: the draft being written, saved and locked notes, attachments. */
export function CaseNoteEditor({ sessionId }: { sessionId: string }) {
  const notes = useGetSessionCaseNotesQuery({ id: sessionId });
  const templates = useGetCaseNoteTemplatesQuery();
  const [writing, setWriting] = useState(false);
  if (notes.error) return <LoadError what="the case notes" message={errorMessageOf(notes.error)} onRetry={() => void notes.refetch()} />;
  if (templates.error) return <LoadError what="the note templates" message={errorMessageOf(templates.error)} onRetry={() => void templates.refetch()} />;
  if (!notes.data || !templates.data) return <Loading label="Loading case notes" />;
  const data = notes.data;
  const showForm = writing || data.draft !== undefined || data.notes.length === 0;
  return (
    <section aria-labelledby="case-notes-heading">
      <h2 id="case-notes-heading">Case notes for the session of {dateTime(data.sessionStartsAt)}</h2>
      {data.notes.map((note) => (
        <SavedNote key={`${note.noteId}-${note.status}-${note.addenda.length}`} sessionId={sessionId} note={note} templates={templates.data!.templates} />
      ))}
      {showForm ? (
        <DraftNoteForm key={`${sessionId}-${data.notes.length}`} sessionId={sessionId} templates={templates.data.templates} draft={data.draft} onDone={() => setWriting(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setWriting(true)}>
          Write another note
        </Button>
      )}
      <NoteAttachments sessionId={sessionId} attachments={data.attachments} />
    </section>
  );
}
