import { useGetSpecialisationsQuery, useGetTreatmentModalitiesQuery } from '@harbour/sdk/reference-data';
import { Loading } from '@harbour/ui';

/** What clients search for and which therapies can be listed (live from the API). */
export function WhatYouCanOffer() {
  const specialisations = useGetSpecialisationsQuery();
  const modalities = useGetTreatmentModalitiesQuery();
  return (
    <>
      <h2>Specialisations clients search for</h2>
      {specialisations.isLoading ? (
        <Loading label="Loading specialisations" />
      ) : (
        <p>{specialisations.data?.map((s) => s.name).join(' · ')}</p>
      )}
      <h2>Therapies you can list</h2>
      {modalities.isLoading ? <Loading label="Loading therapies" /> : <p>{modalities.data?.map((m) => m.name).join(' · ')}</p>}
    </>
  );
}
