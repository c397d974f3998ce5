import type { BreakGlassCaseNotes as CaseNotesRead } from '@harbour/sdk/practice';
import { formatInstant } from '@harbour/ui';

const SYDNEY = 'Australia/Sydney';

/** The case notes a break-glass read returned, oldest first, with their addenda. */
export function BreakGlassCaseNotes({ result }: { result: CaseNotesRead }) {
  return (
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
  );
}
