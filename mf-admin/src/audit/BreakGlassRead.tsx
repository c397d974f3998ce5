import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useBreakGlassCaseNotesMutation, type BreakGlassCaseNotes as CaseNotesRead } from '@harbour/sdk/practice';
import { useBreakGlassMessagesMutation, type BreakGlassMessages as MessagesRead } from '@harbour/sdk/messaging';
import { useBreakGlassFilesMutation, type BreakGlassFile, type BreakGlassFiles as FilesRead } from '@harbour/sdk/files';
import { TextField, Button, Loading } from '@harbour/ui';
import { ReasonDialog } from '../practitioners/ReasonDialog';
import { useStepUp } from '../step-up/useStepUp';
import { postForFile } from '../export/post-for-file';

// What was read shows only after a reason and a fresh code: each view loads then, not with the page.
const BreakGlassCaseNotes = lazy(() => import('./BreakGlassCaseNotes').then((m) => ({ default: m.BreakGlassCaseNotes })));
const BreakGlassMessages = lazy(() => import('./BreakGlassMessages').then((m) => ({ default: m.BreakGlassMessages })));
const BreakGlassFiles = lazy(() => import('./BreakGlassFiles').then((m) => ({ default: m.BreakGlassFiles })));

type Kind = 'case-notes' | 'messages' | 'files';
/** What was read, and the reason it was read with (a file opened from the list is read with the same one). */
type Result = ({ kind: 'case-notes'; read: CaseNotesRead } | { kind: 'messages'; read: MessagesRead } | { kind: 'files'; read: FilesRead }) & { reason: string };

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
  files: {
    choice: 'Files',
    button: 'See their files',
    title: 'See a client’s files',
    explanation: (client) =>
      `You are about to see the list of the files of ${client}: what each is, who uploaded it and who can read it. Each file you then download is read with the same reason. The practitioners concerned are emailed your reason each time.`,
    action: 'See the files',
  },
};

/**
 * The one place an administrator sees clinical content: a break-glass read of a client's case
 * notes, secure messages or files, only with a reason that is recorded with every record read and
 * emailed to each practitioner concerned.
 */
export function BreakGlassRead() {
  const [client, setClient] = useState('');
  const [clientError, setClientError] = useState<string>();
  const [kind, setKind] = useState<Kind>('case-notes');
  const [asking, setAsking] = useState<{ client: string; kind: Kind }>();
  const [readCaseNotes] = useBreakGlassCaseNotesMutation();
  const [readMessages] = useBreakGlassMessagesMutation();
  const [readFiles] = useBreakGlassFilesMutation();
  const [result, setResult] = useState<Result>();
  const { withStepUp, dialog } = useStepUp();

  const onAsk = (event: FormEvent) => {
    event.preventDefault();
    if (!client.trim()) return setClientError('Enter the client’s email or id.');
    setClientError(undefined);
    setAsking({ client: client.trim(), kind });
  };

  const read = async (patient: string, what: Kind, reason: string): Promise<Result> => {
    if (what === 'messages') return { kind: what, reason, read: await readMessages({ patient, breakGlassMessagesRequest: { reason } }).unwrap() };
    if (what === 'files') return { kind: what, reason, read: await readFiles({ patient, breakGlassFilesRequest: { reason } }).unwrap() };
    return { kind: what, reason, read: await readCaseNotes({ patient, breakGlassRequest: { reason } }).unwrap() };
  };

  /** Downloads one file of the list under the same reason (a file answer, so not through the SDK); a fresh code first if the proof ran out. */
  const openFile = (patientId: string, reason: string) => async (file: BreakGlassFile) => {
    await withStepUp(() =>
      postForFile(`/users/admin/patients/${encodeURIComponent(patientId)}/break-glass/files/${encodeURIComponent(file.fileId)}`, { reason }, file.contentType, () => file.fileName),
    );
  };

  return (
    <section aria-labelledby="break-glass-heading" style={{ marginTop: '2.5rem' }}>
      <h2 id="break-glass-heading">Break-glass read</h2>
      <p>Only when you must (a complaint, a legal request, a safety concern): read a client’s case notes, secure messages or files. Your reason is recorded with every record read, and each practitioner whose records you read is emailed at once.</p>
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
      <Suspense fallback={<Loading label="Showing what was read" />}>
        {result?.kind === 'case-notes' && <BreakGlassCaseNotes result={result.read} />}
        {result?.kind === 'messages' && <BreakGlassMessages result={result.read} />}
        {result?.kind === 'files' && <BreakGlassFiles result={result.read} onOpen={openFile(result.read.patientId, result.reason)} />}
      </Suspense>
    </section>
  );
}
