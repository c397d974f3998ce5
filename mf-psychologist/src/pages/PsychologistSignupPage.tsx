import { useGetSpecialisationsQuery, useGetTreatmentModalitiesQuery } from '@harbour/sdk';
import { Container, Loading } from '@harbour/ui';

/** Joining Harbour: what a psychologist needs and what they can offer (live from the API). */
export function PsychologistSignupPage() {
  const specialisations = useGetSpecialisationsQuery();
  const modalities = useGetTreatmentModalitiesQuery();
  return (
    <Container>
      <h1>Join Harbour as a psychologist</h1>
      <p>Run your practice online: clients, sessions, case notes, invoices and availability in one place.</p>
      <h2>What you will need</h2>
      <ul>
        <li>Your AHPRA registration number (PSY followed by 10 digits)</li>
        <li>Your Medicare provider number</li>
        <li>Your specialisations and the therapies you offer</li>
      </ul>
      <h2>Specialisations clients search for</h2>
      {specialisations.isLoading ? (
        <Loading label="Loading specialisations" />
      ) : (
        <p>{specialisations.data?.map((s) => s.name).join(' · ')}</p>
      )}
      <h2>Therapies you can list</h2>
      {modalities.isLoading ? <Loading label="Loading therapies" /> : <p>{modalities.data?.map((m) => m.name).join(' · ')}</p>}
    </Container>
  );
}
