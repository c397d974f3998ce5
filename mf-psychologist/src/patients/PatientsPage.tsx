import { useState } from 'react';
import { Link } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useListPracticePatientsQuery } from '@harbour/sdk/practice';
import { Container, Loading, LoadError } from '@harbour/ui';
import { Badge, Field, Muted, Rows, dateTime } from '../layout/practiceStyles';

/** /psychologists/account/patients: everyone this psychologist has a session with, searchable by name. */
export function PatientsPage() {
  const [q, setQ] = useState('');
  const patients = useListPracticePatientsQuery({ q: q.trim() || undefined });
  return (
    <Container>
      <h1>Patients</h1>
      <Field>
        <label htmlFor="patient-search">Search by name</label>
        <input id="patient-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
      </Field>
      {patients.isLoading && <Loading label="Loading patients" />}
      {patients.error && <LoadError what="your patients" message={errorMessageOf(patients.error)} onRetry={() => void patients.refetch()} />}
      {patients.data && patients.data.patients.length === 0 && <p>{q.trim() ? `No patient matches “${q.trim()}”.` : 'You have no patients yet. Clients appear here once they book a session with you.'}</p>}
      {patients.data && patients.data.patients.length > 0 && (
        <Rows aria-label="Your patients">
          {patients.data.patients.map((p) => (
            <li key={p.patientId}>
              <span>
                <Link to={`/psychologists/account/patient/${encodeURIComponent(p.patientId)}`}>
                  {p.firstName} {p.lastName}
                </Link>{' '}
                <Badge>{p.treatmentStatusName}</Badge> {p.hasFlaggedDass21 && <Badge>DASS-21 flagged</Badge>}
              </span>
              <Muted>{p.nextSessionAt ? `Next session ${dateTime(p.nextSessionAt)}` : 'No upcoming session'}</Muted>
            </li>
          ))}
        </Rows>
      )}
    </Container>
  );
}
