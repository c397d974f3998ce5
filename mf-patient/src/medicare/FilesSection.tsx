import { useRef, useState, type FormEvent } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import {
  useDeletePatientFileMutation,
  useListPatientFilesQuery,
  useUploadPatientFileMutation,
  type PatientFile,
  type UploadPatientFileApiArg,
} from '@harbour/sdk/files';
import { Button, FormAlert, Loading, LoadError } from '@harbour/ui';
import { downloadWithToken } from '@harbour/area-runtime';
import { FileList, Fields, Panel } from './ui';

const KINDS = [
  { value: 'MentalHealthCarePlan', label: 'Mental health care plan' },
  { value: 'GPReferral', label: 'GP referral' },
  { value: 'SeventhSessionGPReferral', label: '7th-session GP referral' },
];
const kindLabel = (kind: string) => KINDS.find((k) => k.value === kind)?.label ?? kind;
/** The API's limit (MAX_UPLOAD_BYTES, 10 MB by default); checked here first so a large file is not sent for nothing. */
const MAX_BYTES = 10 * 1024 * 1024;
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** Upload, list, download and remove the client's referrals and care plans, and see who can read them. */
export function FilesSection() {
  const files = useListPatientFilesQuery();
  const [upload, uploading] = useUploadPatientFileMutation();
  const [remove] = useDeletePatientFileMutation();
  const [kind, setKind] = useState(KINDS[0].value);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setStatus(undefined);
    const file = input.current?.files?.[0];
    if (!file) return setError('Choose a PDF, JPEG or PNG file to upload.');
    if (file.size > MAX_BYTES) return setError('The file is larger than 10 MB. Upload a smaller file (e.g. scan at a lower resolution).');
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, file.name);
    try {
      // Multipart: the generated type names the fields; the body is the FormData itself.
      await upload({
        body: form as unknown as UploadPatientFileApiArg['body'],
      }).unwrap();
      setStatus(`${file.name} is uploaded.`);
      if (input.current) input.current.value = '';
    } catch (e) {
      setError(errorMessageOf(e));
    }
  };

  const download = async (f: PatientFile) => {
    setError(undefined);
    try {
      await downloadWithToken(`/files/patient/${encodeURIComponent(f.fileId)}/download`, f.fileName);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const removeFile = async (f: PatientFile) => {
    setError(undefined);
    try {
      await remove({ fileId: f.fileId }).unwrap();
      setStatus(`${f.fileName} is removed.`);
    } catch (e) {
      setError(errorMessageOf(e));
    }
  };

  return (
    <Panel aria-labelledby="files-heading">
      <h2 id="files-heading">Referral and care plan files</h2>
      <Fields noValidate onSubmit={submit} aria-label="Upload a file">
        <FormAlert message={error} />
        <label className="select">
          What is the file?
          <select name="kind" value={kind} onChange={(e) => setKind(e.target.value)}>
            {KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
        <label className="select">
          File (PDF, JPEG or PNG, up to 10 MB)
          <input ref={input} type="file" name="file" accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png" />
        </label>
        <div>
          <Button type="submit" loading={uploading.isLoading}>
            Upload file
          </Button>
        </div>
        <p role="status">{status}</p>
      </Fields>
      {files.error ? (
        <LoadError what="your files" message={errorMessageOf(files.error)} onRetry={() => void files.refetch()} />
      ) : !files.data ? (
        <Loading label="Loading your files" />
      ) : (
        <>
          {files.data.files.length === 0 ? (
            <p>No files yet.</p>
          ) : (
            <FileList aria-label="Your files">
              {files.data.files.map((f) => (
                <li key={f.fileId}>
                  <span>
                    <strong>{kindLabel(f.kind)}</strong>: {f.fileName} ({size(f.sizeBytes)}, {new Date(f.uploadedAt).toLocaleDateString('en-AU')})
                  </span>
                  <span>
                    <Button variant="secondary" onClick={() => void download(f)} aria-label={`Download ${f.fileName}`}>
                      Download
                    </Button>{' '}
                    <Button variant="secondary" onClick={() => void removeFile(f)} aria-label={`Remove ${f.fileName}`}>
                      Remove
                    </Button>
                  </span>
                </li>
              ))}
            </FileList>
          )}
          <p data-testid="file-readers">
            {files.data.readers.length
              ? `Who can read these files: ${files.data.readers.map((r) => `${r.firstName} ${r.lastName}`).join(', ')} (the psychologists you have sessions with).`
              : 'No psychologist can read these files yet: the psychologists you book sessions with will be able to.'}
          </p>
        </>
      )}
    </Panel>
  );
}
