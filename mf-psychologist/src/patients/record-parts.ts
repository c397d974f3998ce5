import { useAuth } from '@harbour/platform';
import { useListPsychologistPatientFilesQuery } from '@harbour/sdk/files';
import { useGetPatientIntakeQuestionsQuery } from '@harbour/sdk/intake';
import { useGetCaseNoteTemplatesQuery, useGetSessionCaseNotesQuery, useListPatientNotesQuery } from '@harbour/sdk/practice';
import { useGetPatientNoteDeletedReasonsQuery } from '@harbour/sdk/reference-data';
import type { ReadProgress } from '@harbour/ui';

/**
 * The first reads of a patient record's parts below its sessions: the session's case notes, the
 * patient notes, the files and the intake answers. Asked here, beside the parts' code rather than
 * after it; the parts read the same answers.
 */
export function useRecordPartsReads(patientId: string, sessionId: string | undefined): ReadProgress[] {
  const auth = useAuth();
  const psychId = auth.status === 'authenticated' ? auth.user.sub : '';
  return [
    useGetSessionCaseNotesQuery({ id: sessionId ?? '' }, { skip: !sessionId }),
    useGetCaseNoteTemplatesQuery(undefined, { skip: !sessionId }),
    useListPatientNotesQuery({ id: patientId }),
    useGetPatientNoteDeletedReasonsQuery(),
    useListPsychologistPatientFilesQuery({ patientId }),
    useGetPatientIntakeQuestionsQuery({ patientId, psychId }, { skip: !psychId }),
  ];
}
