import { patientProfilesOf } from '../../accounts';
import { patientIdsOf } from '../../sessions';
import type { PracticePatientList } from './practice-sessions.types';

/**
 * The patients in this psychologist's care (a session together), by name, in one profile read.
 * Each carries their date of birth when it is known: two patients can share a name, and the
 * psychologist must tell them apart when booking.
 */
export async function bookablePatients(psychologistId: string): Promise<PracticePatientList> {
  const ids = await patientIdsOf(psychologistId);
  const profiles = new Map((await patientProfilesOf(ids, ['firstName', 'lastName', 'dateOfBirth'])).map((p) => [String(p._id), p]));
  const patients = ids.map((patientId) => {
    const profile = profiles.get(patientId);
    return { patientId, firstName: profile?.firstName, lastName: profile?.lastName, ...(profile?.dateOfBirth && { dateOfBirth: profile.dateOfBirth }) };
  });
  const name = (p: { firstName?: string; lastName?: string }) => `${p.lastName ?? ''} ${p.firstName ?? ''}`;
  return { patients: patients.sort((a, b) => name(a).localeCompare(name(b), 'en-AU')) };
}
