import { registerRecipientZone } from '../notifications';
import { PatientProfileModel } from './profiles/patient-profile.model';

/** What accounts tells lower domains at start-up: a client's own time zone, for their messages. */
export function registerAccounts(): void {
  registerRecipientZone('client', async (userId) => (await PatientProfileModel.findById(userId, { timezoneId: 1 }).lean())?.timezoneId);
}
