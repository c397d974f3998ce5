import styled from 'styled-components';
import { errorMessageOf } from '@harbour/sdk';
import { useListPatientSharedCaseNotesQuery } from '@harbour/sdk/practice';
import { Container, formatInstant, LoadError, Loading } from '@harbour/ui';

const Note = styled.article`
  border: 1px solid #c4c9cf;
  border-radius: 8px;
  padding: 1rem;
  margin-bottom: 1rem;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  p {
    white-space: pre-wrap;
  }
`;

const when = (at: string) => formatInstant(at, 'mediumDateTime');

/** /account/case-notes: what the client's psychologists chose to share from their session notes (nothing else). */
export function SharedCaseNotesPage() {
  const notes = useListPatientSharedCaseNotesQuery();
  return (
    <Container>
      <h1>Case notes shared with you</h1>
      <p>Your psychologist may share a summary or homework from a session here. Their full clinical notes stay private.</p>
      {notes.isLoading && <Loading label="Loading your case notes" />}
      {notes.error && <LoadError what="your case notes" message={errorMessageOf(notes.error)} onRetry={() => void notes.refetch()} />}
      {notes.data && notes.data.notes.length === 0 && <p>Nothing has been shared with you yet.</p>}
      {notes.data?.notes.map((n) => (
        <Note key={n.noteId} aria-labelledby={`note-${n.noteId}`}>
          <h2 id={`note-${n.noteId}`}>
            Session of {when(n.sessionStartsAt)} with {n.psychologistName}
          </h2>
          <p>{n.sharedText}</p>
        </Note>
      ))}
    </Container>
  );
}
