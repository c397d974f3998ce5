import { useState, type FormEvent } from 'react';
import { useBreakGlassCaseNotesMutation, type BreakGlassCaseNotes } from '@harbour/sdk/practice';
import { formatInstant, TextField, Button } from '@harbour/ui';
import { ReasonDialog } from '../practitioners/ReasonDialog';
import { useStepUp } from '../step-up/useStepUp';

const SYDNEY = 'Australia/Sydney';

/**
 * The one place an administrator sees clinical content: a break-glass read of a client's case
 * notes, only with a reason that is recorded with every note read and emailed to each psychologist.
 */
export function BreakGlassRead() {
  const [client, setClient] = useState('');
  const [clientError, setClientError] = useState<string>();
  const [asking, setAsking] = useState<string>();
  const [read] = useBreakGlassCaseNotesMutation();
  const [result, setResult] = useState<BreakGlassCaseNotes>();
  const { withStepUp, dialog } = useStepUp();

  const onAsk = (event: FormEvent) => {
    event.preventDefault();
    if (!client.trim()) return setClientError('Enter the client’s email or id.');
    setClientError(undefined);
    setAsking(client.trim());
  };

  return (
    <section aria-labelledby="break-glass-heading" style={{ marginTop: '2.5rem' }}>
      <h2 id="break-glass-heading">Break-glass read</h2>
      <p>Only when you must (a complaint, a legal request, a safety concern): read a client’s case notes. Your reason is recorded with every note read, and each psychologist whose notes you read is emailed at once.</p>
      <form onSubmit={onAsk} noValidate style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '0.75rem' }}>
        <div style={{ flex: '1 1 16rem' }}>
          <TextField label="Client" name="client" value={client} onChange={setClient} required hint="Email or id" error={clientError} />
        </div>
        <Button type="submit" variant="secondary">
          Read their case notes
        </Button>
      </form>
      {asking && (
        <ReasonDialog
          title="Read a client’s case notes"
          explanation={`You are about to read the case notes of ${asking}. The psychologists who wrote them are emailed your reason.`}
          actionLabel="Read the case notes"
          // The API asks for a fresh authenticator code first; the code dialog opens over this one.
          onSubmit={async (reason) => setResult(await withStepUp(() => read({ patient: asking, breakGlassRequest: { reason } }).unwrap()))}
          onClose={() => setAsking(undefined)}
        />
      )}
      {dialog}
      {result && (
        <section aria-labelledby="break-glass-notes-heading">
          <h3 id="break-glass-notes-heading">
            Case notes of {result.patientName} ({result.notes.length === 1 ? '1 note' : `${result.notes.length} notes`}, read recorded)
          </h3>
          {result.notes.length === 0 ? (
            <p>This client has no saved case notes.</p>
          ) : (
            <ol aria-label={`Case notes of ${result.patientName}`} style={{ paddingLeft: '1.25rem' }}>
              {result.notes.map((note) => (
                <li key={note.noteId} style={{ marginBottom: '1rem', overflowWrap: 'anywhere' }}>
                  <p style={{ fontWeight: 600, margin: '0 0 0.25rem' }}>
                    {note.psychologistName}, {formatInstant(note.createdAt, 'mediumDateTime', SYDNEY)} ({note.status})
                  </p>
                  <dl style={{ margin: 0 }}>
                    {note.sections.map((section) => (
                      <div key={section.key}>
                        <dt style={{ fontWeight: 600 }}>{section.key}</dt>
                        <dd style={{ margin: '0 0 0.5rem', whiteSpace: 'pre-wrap' }}>{section.text || '—'}</dd>
                      </div>
                    ))}
                  </dl>
                  {note.addenda.map((addendum) => (
                    <p key={addendum.addendumId} style={{ margin: '0.25rem 0' }}>
                      Addendum by {addendum.authorName}: {addendum.text}
                    </p>
                  ))}
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </section>
  );
}
