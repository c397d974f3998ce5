import { errorMessageOf } from '@harbour/sdk';
import { useGetPracticeBookablePatientsQuery } from '@harbour/sdk/practice';
import { Loading, LoadError } from '@harbour/ui';
import { fullName } from './practice-format';

/** The patients in this psychologist's care (a session together), to choose one. */
export function PatientSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const patients = useGetPracticeBookablePatientsQuery();
  if (patients.error) return <LoadError what="your patients" message={errorMessageOf(patients.error)} onRetry={() => void patients.refetch()} />;
  if (!patients.data) return <Loading label="Loading your patients" />;
  if (patients.data.patients.length === 0) return <p>No patients yet: patients appear here once they have booked with you.</p>;
  return (
    <label>
      Patient
      <select value={value} onChange={(e) => onChange(e.target.value)} required>
        <option value="">Choose a patient</option>
        {patients.data.patients.map((p) => (
          <option key={p.patientId} value={p.patientId}>
            {fullName(p)}
          </option>
        ))}
      </select>
    </label>
  );
}
