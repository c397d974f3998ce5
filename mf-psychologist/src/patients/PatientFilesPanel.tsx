import { useId, useRef, useState, type FormEvent } from 'react';
import { useDialogs } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import {
  useDeletePsychologistPrivateFileMutation,
  useListPsychologistPatientFilesQuery,
  useUploadPsychologistPrivateFileMutation,
  type PatientFile,
  type UploadPsychologistPrivateFileApiArg,
} from '@harbour/sdk/files';
import { downloadWithToken } from '@harbour/area-runtime';
import { Button, FormAlert, Loading, LoadError } from '@harbour/ui';
import { Card, Muted, Rows, dateOnly } from '../layout/practiceStyles';
import { CONFIRM } from '../confirm-actions';

/** The API's limit (MAX_UPLOAD_BYTES, 10 MB by default); checked here first so a large file is not sent for nothing. */
const MAX_BYTES = 10 * 1024 * 1024;
const KIND_LABELS: Record<string, string> = {
  GPReferral: 'GP referral',
  SeventhSessionGPReferral: '7th-session GP referral',
  MentalHealthCarePlan: 'Mental health care plan',
  Private: 'Private file',
};
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

function FileRows({ label, files, onDownload, onDelete }: { label: string; files: PatientFile[]; onDownload(f: PatientFile): void; onDelete?(f: PatientFile): void }) {
  return (
    <Rows aria-label={label}>
      {files.map((f) => (
        <li key={f.fileId}>
          <span>
            <strong>{KIND_LABELS[f.kind] ?? f.kind}</strong>: {f.fileName} ({size(f.sizeBytes)}, {dateOnly(f.uploadedAt)})
          </span>
          <span>
            <Button variant="secondary" onClick={() => onDownload(f)} aria-label={`Download ${f.fileName}`}>
              Download
            </Button>
            {onDelete && (
              <>
                {' '}
                <Button variant="secondary" onClick={() => onDelete(f)} aria-label={`Delete ${f.fileName}`}>
                  Delete
                </Button>
              </>
            )}
          </span>
        </li>
      ))}
    </Rows>
  );
}

/**
 * The patient's files: referrals and care plans the client or GP uploaded (read-only here) and the
 * psychologist's own private files (upload, download, delete; deleting marks them deleted).
 */
export function PatientFilesPanel({ patientId }: { patientId: string }) {
  const id = useId();
  const dialogs = useDialogs();
  const files = useListPsychologistPatientFilesQuery({ patientId });
  const [upload, uploading] = useUploadPsychologistPrivateFileMutation();
  const [remove] = useDeletePsychologistPrivateFileMutation();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setStatus(undefined);
    const file = input.current?.files?.[0];
    if (!file) return setError('Choose a PDF, JPEG or PNG file to upload.');
    if (file.size > MAX_BYTES) return setError('The file is larger than 10 MB. Upload a smaller file (e.g. scan at a lower resolution).');
    const form = new FormData();
    form.append('patientId', patientId);
    form.append('file', file, file.name);
    try {
      // Multipart: the generated type names the fields; the body is the FormData itself.
      await upload({ body: form as unknown as UploadPsychologistPrivateFileApiArg['body'] }).unwrap();
      setStatus(`${file.name} is uploaded.`);
      if (input.current) input.current.value = '';
    } catch (e) {
      setError(errorMessageOf(e));
    }
  };
  const onDownload = (f: PatientFile) => {
    setError(undefined);
    downloadWithToken(`/files/psychologist/patient-files/download?${new URLSearchParams({ patientId, fileId: f.fileId })}`, f.fileName).catch((e: Error) => setError(e.message));
  };
  const onDelete = async (f: PatientFile) => {
    setError(undefined);
    setStatus(undefined);
    if (!(await dialogs.confirm(`${f.fileName} is kept in the patient's record as deleted.`, CONFIRM.deletePatientFile))) return;
    try {
      await remove({ patientId, fileId: f.fileId }).unwrap();
      setStatus(`${f.fileName} is deleted.`);
    } catch (e) {
      setError(errorMessageOf(e));
    }
  };

  return (
    <Card aria-labelledby={`${id}-files`}>
      <h2 id={`${id}-files`}>Files</h2>
      <FormAlert message={error} />
      <p role="status">{status}</p>
      {files.error ? (
        <LoadError what="this patient's files" message={errorMessageOf(files.error)} onRetry={() => void files.refetch()} />
      ) : !files.data ? (
        <Loading label="Loading the files" />
      ) : (
        <>
          <h3>From the client and their GP</h3>
          {files.data.sharedFiles.length === 0 ? <p>No referrals or care plans yet.</p> : <FileRows label="Referrals and care plans" files={files.data.sharedFiles} onDownload={onDownload} />}
          <h3>Your private files</h3>
          <Muted>Only you see these.</Muted>
          {files.data.privateFiles.length === 0 ? (
            <p>No private files yet.</p>
          ) : (
            <FileRows label="Your private files" files={files.data.privateFiles} onDownload={onDownload} onDelete={(f) => void onDelete(f)} />
          )}
        </>
      )}
      <form noValidate onSubmit={submit} aria-label="Upload a private file" style={{ display: 'grid', gap: '0.5rem' }}>
        <label>
          Private file (PDF, JPEG or PNG, up to 10 MB)
          <input ref={input} type="file" name="file" accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png" style={{ display: 'block' }} />
        </label>
        <div>
          <Button type="submit" loading={uploading.isLoading}>
            Upload private file
          </Button>
        </div>
      </form>
    </Card>
  );
}
