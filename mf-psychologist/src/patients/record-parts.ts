import { useAuth } from "@harbour/platform";
import { useGetPatientIntakeQuestionsQuery } from "@harbour/sdk/intake";
import { useListPsychologistPatientFilesQuery } from "@harbour/sdk/files";
import {
  useGetCaseNoteTemplatesQuery,
  useGetSessionCaseNotesQuery,
  useListPatientNotesQuery,
} from "@harbour/sdk/practice";
import { useGetPatientNoteDeletedReasonsQuery } from "@harbour/sdk/reference-data";

/**
 * Whether the first reads of a patient record's parts below its sessions have answered (or
 * failed): the session's case notes, the patient notes, the files and the intake answers. Asked
 * here, beside the parts' code, rather than after it; the parts read the same answers.
 */
export function useRecordPartsSettled(
  patientId: string,
  sessionId: string | undefined,
): boolean {
  const auth = useAuth();
  const psychId = auth.status === "authenticated" ? auth.user.sub : "";
  const reads = [
    useGetSessionCaseNotesQuery({ id: sessionId ?? "" }, { skip: !sessionId }),
    useGetCaseNoteTemplatesQuery(undefined, { skip: !sessionId }),
    useListPatientNotesQuery({ id: patientId }),
    useGetPatientNoteDeletedReasonsQuery(),
    useListPsychologistPatientFilesQuery({ patientId }),
    useGetPatientIntakeQuestionsQuery(
      { patientId, psychId },
      { skip: !psychId },
    ),
  ];
  return reads.every((read) => !read.isLoading);
}
