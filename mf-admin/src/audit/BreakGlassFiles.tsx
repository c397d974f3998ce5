import { useState } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import type { BreakGlassFile, BreakGlassFiles as FilesRead } from '@harbour/sdk/files';
import { Button, FormAlert, formatInstant } from '@harbour/ui';
import { StepUpCancelled } from '../step-up/step-up-words';
import { ScrollingTable } from '../payments/ScrollingTable';
import { CELL } from '../payments/table-styles';
import { kindWords, sharedWithWords, sizeWords, typeWords, uploaderWords } from './break-glass-file-words';

const SYDNEY = 'Australia/Sydney';
const HEADINGS = ['File', 'What it is', 'Uploaded (Sydney)', 'By', 'Shared with', 'Open'] as const;

const count = (n: number) => (n === 1 ? '1 file' : `${n} files`);

/**
 * The files a break-glass list returned, newest first: what each is, its type and size, when and
 * by whom it was uploaded, who can read it. The list holds no file's content; "Download" opens
 * one (`onOpen`: the same reason, its own audit event and emails, a fresh code if the proof ran out).
 */
export function BreakGlassFiles({ result, onOpen }: { result: FilesRead; onOpen: (file: BreakGlassFile) => Promise<void> }) {
  const [opening, setOpening] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const open = async (file: BreakGlassFile) => {
    setOpening(file.fileId);
    setStatus(undefined);
    setProblem(undefined);
    try {
      await onOpen(file);
      setStatus(`${file.fileName} was downloaded. Opening it is recorded in the audit trail.`);
    } catch (error) {
      setProblem(`${file.fileName} was not opened. ${error instanceof StepUpCancelled ? error.message : errorMessageOf(error)}`);
    } finally {
      setOpening(undefined);
    }
  };

  return (
    <section aria-labelledby="break-glass-files-heading">
      <h3 id="break-glass-files-heading">
        Files of {result.patientName} ({count(result.files.length)}, list read recorded)
      </h3>
      {result.files.length === 0 ? (
        <p>This client has no files.</p>
      ) : (
        <>
          <p>Each file you download is a read of its own: recorded with your reason, and its practitioners are emailed.</p>
          <FormAlert message={problem} />
          <p role="status">{status}</p>
          <ScrollingTable label={`Files of ${result.patientName}`} caption={`Files of ${result.patientName}, newest first`} headings={HEADINGS}>
          {result.files.map((file) => (
            <tr key={file.fileId}>
              <td style={CELL}>
                {file.fileName} ({typeWords(file.contentType)}, {sizeWords(file.sizeBytes)})
              </td>
              <td style={CELL}>{kindWords(file.kind)}</td>
              <td style={CELL}>{formatInstant(file.uploadedAt, 'mediumDateTime', SYDNEY)}</td>
              <td style={CELL}>
                {file.uploadedByName} ({uploaderWords(file.uploadedByType)})
              </td>
              <td style={CELL}>{sharedWithWords(file)}</td>
              <td style={CELL}>
                <Button type="button" variant="secondary" loading={opening === file.fileId} onClick={() => void open(file)} aria-label={`Download ${file.fileName}`}>
                  Download
                </Button>
              </td>
            </tr>
          ))}
          </ScrollingTable>
        </>
      )}
    </section>
  );
}
