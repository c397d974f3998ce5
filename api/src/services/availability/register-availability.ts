import { registerRecipientZone } from '../notifications';
import { AvailabilityModel } from './availability.model';

/** What availability tells lower domains at start-up: a psychologist's practice zone, for their messages. */
export function registerAvailability(): void {
  registerRecipientZone('psychologist', async (userId) => (await AvailabilityModel.findById(userId, { timeZone: 1 }).lean())?.timeZone);
}
