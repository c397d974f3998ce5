import { useState, type FormEvent } from 'react';
import { useBreakGlassCaseNotesMutation, type BreakGlassCaseNotes as CaseNotesRead } from '@harbour/sdk/practice';
import { useBreakGlassMessagesMutation, type BreakGlassMessages as MessagesRead } from '@harbour/sdk/messaging';
import { TextField, Button } from '@harbour/ui';
import { ReasonDialog } from '../practitioners/ReasonDialog';
import { useStepUp } from '../step-up/useStepUp';
import { BreakGlassCaseNotes } from './BreakGlassCaseNotes';
import { BreakGlassMessages } from './BreakGlassMessages';

type Kind = 'case-notes' | 'messages';
type Result = { kind: 'case-notes'; read: CaseNotesRead } | { kind: 'messages'; read: MessagesRead };

/** What each kind of read is called, in the choice, the button and the dialog. */
const WORDS: Record<Kind, { choice: string; button: string; title: string; explanation: (client: string) => string; action: string }> = {
  'case-notes': {
    choice: 'Case notes',
    button: 'Read their case notes',
    title: 'Read a client’s case notes',
    explanation: (client) => `You are about to read the case notes of ${client}. The psychologists who wrote them are emailed your reason.`,
    action: 'Read the case notes',
  },
  messages: {
    choice: 'Secure messages',
    button: 'Read their messages',
    title: 'Read a client’s messages',
    explanation: (client) => `You are about to read the secure messages of ${client}. The psychologists in those conversations are emailed your reason.`,
    action: 'Read the messages',
  },
};

/**
 * The one place an administrator sees clinical content: a break-glass read of a client's case
 * notes or secure messages, only with a reason that is recorded with every record read and emailed
 * to each psychologist.
 */
export function BreakGlassRead() {
  const [client, setClient] = useState('');
  const [clientError, setClientError] = useState<string>();
  const [kind, setKind] = useState<Kind>('case-notes');
  const [asking, setAsking] = useState<{ client: string; kind: Kind }>();
  const [readCaseNotes] = useBreakGlassCaseNotesMutation();
  const [readMessages] = useBreakGlassMessagesMutation();
  const [result, setResult] = useState<Result>();
  const { withStepUp, dialog } = useStepUp();

  const onAsk = (event: FormEvent) => {
    event.preventDefault();
    if (!client.trim()) return setClientError('Enter the client’s email or id.');
    setClientError(undefined);
    setAsking({ client: client.trim(), kind });
  };

  const read = async (patient: string, what: Kind, reason: string): Promise<Result> =>
    what === 'messages'
      ? { kind: what, read: await readMessages({ patient, breakGlassMessagesRequest: { reason } }).unwrap() }
      : { kind: what, read: await readCaseNotes({ patient, breakGlassRequest: { reason } }).unwrap() };

  return (
    <section aria-labelledby="break-glass-heading" style={{ marginTop: '2.5rem' }}>
      <h2 id="break-glass-heading">Break-glass read</h2>
      <p>Only when you must (a complaint, a legal request, a safety concern): read a client’s case notes or secure messages. Your reason is recorded with every record read, and each psychologist whose records you read is emailed at once.</p>
      <form onSubmit={onAsk} noValidate style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '0.75rem' }}>
        <div style={{ flex: '1 1 16rem' }}>
          <TextField label="Client" name="client" value={client} onChange={setClient} required hint="Email or id" error={clientError} />
        </div>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontWeight: 600, padding: 0 }}>What to read</legend>
          {(Object.keys(WORDS) as Kind[]).map((option) => (
            <label key={option} style={{ display: 'inline-flex', alignItems: 'center', gap: '0.35rem', marginRight: '1rem', minHeight: '2.75rem' }}>
              <input type="radio" name="break-glass-kind" value={option} checked={kind === option} onChange={() => setKind(option)} />
              {WORDS[option].choice}
            </label>
          ))}
        </fieldset>
        <Button type="submit" variant="secondary">
          {WORDS[kind].button}
        </Button>
      </form>
      {asking && (
        <ReasonDialog
          title={WORDS[asking.kind].title}
          explanation={WORDS[asking.kind].explanation(asking.client)}
          actionLabel={WORDS[asking.kind].action}
          // The API asks for a fresh authenticator code first; the code dialog opens over this one.
          onSubmit={async (reason) => setResult(await withStepUp(() => read(asking.client, asking.kind, reason)))}
          onClose={() => setAsking(undefined)}
        />
      )}
      {dialog}
      {result?.kind === 'case-notes' && <BreakGlassCaseNotes result={result.read} />}
      {result?.kind === 'messages' && <BreakGlassMessages result={result.read} />}
    </section>
  );
}
