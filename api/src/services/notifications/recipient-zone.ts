import { AvailabilityModel } from '../availability/availability.model';
import { PatientProfileModel } from '../accounts/profiles/patient-profile.model';
import { DEFAULT_RECIPIENT_ZONE, usableZone } from './recipient-time';

/**
 * The zone a person reads their messages in: a client's own setting (else the zone they booked
 * in, `fallback`), a psychologist's practice zone (their availability), a GP's or anyone else's
 * Harbour's home zone (GPs keep no zone).
 */
export async function recipientZoneOf(userId: string, userType: string, fallback?: string): Promise<string> {
  if (userType === 'client') {
    const profile = await PatientProfileModel.findById(userId, { timezoneId: 1 }).lean();
    return usableZone(profile?.timezoneId ?? fallback);
  }
  if (userType === 'psychologist') {
    const availability = await AvailabilityModel.findById(userId, { timeZone: 1 }).lean();
    return usableZone(availability?.timeZone ?? fallback);
  }
  return usableZone(fallback ?? DEFAULT_RECIPIENT_ZONE);
}
