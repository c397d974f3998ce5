import { errorMessageOf } from '@harbour/sdk';
import { useGetPracticeBookablePatientsQuery } from '@harbour/sdk/practice';
import type { PracticePatient } from '@harbour/sdk/practice';
import { formatCalendarDate, Loading, LoadError } from '@harbour/ui';
import { fullName } from './practice-format';

/** A patient's name, and their date of birth when another patient has the same name. */
export function patientLabels(patients: readonly PracticePatient[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const p of patients) counts.set(fullName(p), (counts.get(fullName(p)) ?? 0) + 1);
  return new Map(
    patients.map((p) => {
      const name = fullName(p);
      if ((counts.get(name) ?? 0) < 2) return [p.patientId, name];
      return [p.patientId, `${name} (${p.dateOfBirth ? `born ${formatCalendarDate(p.dateOfBirth)}` : 'no date of birth on file'})`];
    }),
  );
}

/** The patients in this psychologist's care (a session together), to choose one. */
export function PatientSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const patients = useGetPracticeBookablePatientsQuery();
  if (patients.error) return <LoadError what="your patients" message={errorMessageOf(patients.error)} onRetry={() => void patients.refetch()} />;
  if (!patients.data) return <Loading label="Loading your patients" />;
  if (patients.data.patients.length === 0) return <p>No patients yet: patients appear here once they have booked with you.</p>;
  const labels = patientLabels(patients.data.patients);
  return (
    <label>
      Patient
      <select value={value} onChange={(e) => onChange(e.target.value)} required>
        <option value="">Choose a patient</option>
        {patients.data.patients.map((p) => (
          <option key={p.patientId} value={p.patientId}>
            {labels.get(p.patientId)}
          </option>
        ))}
      </select>
    </label>
  );
}
