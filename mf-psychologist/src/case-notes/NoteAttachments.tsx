import { useId, useRef, useState } from 'react';
import { useApi, useDialogs } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useAttachCaseNoteFileMutation, useDeleteCaseNoteAttachmentMutation, type CaseNoteAttachmentView } from '@harbour/sdk/practice';
import { Button, ErrorText } from '@harbour/ui';
import { Card, Field, Muted, Rows } from '../layout/practiceStyles';
import { downloadWithToken, fileAsBase64 } from './attachmentFiles';
import { CONFIRM } from '../confirm-actions';

const MAX_BYTES = 700 * 1024;

/** Files attached to the session's notes: PDF, JPEG or PNG (the server checks the bytes). */
export function NoteAttachments({ sessionId, attachments }: { sessionId: string; attachments: CaseNoteAttachmentView[] }) {
  const id = useId();
  const api = useApi();
  const dialogs = useDialogs();
  const input = useRef<HTMLInputElement>(null);
  const [attach, attaching] = useAttachCaseNoteFileMutation();
  const [remove] = useDeleteCaseNoteAttachmentMutation();
  const [error, setError] = useState<string>();

  const upload = async (file: File | undefined) => {
    setError(undefined);
    if (!file) return;
    if (file.size > MAX_BYTES) return setError('The file is larger than 700 KB.');
    try {
      await attach({ id: sessionId, newCaseNoteAttachment: { fileName: file.name, contentBase64: await fileAsBase64(file) } }).unwrap();
      if (input.current) input.current.value = '';
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };
  const download = (a: CaseNoteAttachmentView) =>
    downloadWithToken(`${api.baseUrl}/sessions/sessions/${encodeURIComponent(sessionId)}/case-note-attachments/${encodeURIComponent(a.attachmentId)}/download`, api.getAccessToken(), a.fileName).catch((err: Error) => setError(err.message));
  const del = async (a: CaseNoteAttachmentView) => {
    if (!(await dialogs.confirm(`${a.fileName} will be removed from this note.`, CONFIRM.deleteAttachment))) return;
    await remove({ id: sessionId, attachmentId: a.attachmentId }).unwrap().catch((err) => setError(errorMessageOf(err)));
  };

  return (
    <Card aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Attachments</h3>
      {attachments.length === 0 ? (
        <p>No files attached to this session&apos;s notes.</p>
      ) : (
        <Rows aria-label="Attached files">
          {attachments.map((a) => (
            <li key={a.attachmentId}>
              <span>
                {a.fileName} <Muted as="span">({Math.ceil(a.sizeBytes / 1024)} KB)</Muted>
              </span>
              <span>
                <Button variant="link" onClick={() => void download(a)} aria-label={`Download ${a.fileName}`}>
                  Download
                </Button>{' '}
                <Button variant="link" onClick={() => void del(a)} aria-label={`Delete ${a.fileName}`}>
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </Rows>
      )}
      <Field>
        <label htmlFor={`${id}-file`}>Attach a file (PDF, JPEG or PNG, up to 700 KB)</label>
        <input ref={input} id={`${id}-file`} type="file" accept="application/pdf,image/jpeg,image/png" onChange={(e) => void upload(e.target.files?.[0])} disabled={attaching.isLoading} />
      </Field>
      {attaching.isLoading && <Muted role="status">Uploading…</Muted>}
      {error && <ErrorText message={error} />}
    </Card>
  );
}
